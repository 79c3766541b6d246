export * from './cart';
export * from './catalog';
export * from './common';
export * from './endpoints';
export * from './remotes';
export * from './session';
