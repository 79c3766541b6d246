export * from './permissions';
export * from './products';
