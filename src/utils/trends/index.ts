export * from './aggregate';
export * from './calendar';
export * from './compare';
export * from './figures';
export * from './home-charging';
export * from './periods';
export * from './prices';
