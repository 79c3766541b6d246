export * from './business';
export * from './import';
export * from './people';
export * from './permissions';
export * from './products';
export * from './sales';
export * from './search';
export * from './structure';
