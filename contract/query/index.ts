export * from './describe';
export * from './read';
export * from './write';
