declare module 'virtual:messages/*' {
  const messages: import('./translator').CompiledMessages;
  export default messages;
}
