export * from './company';
export * from './paths';
export type { RemoteModuleId } from './remoteModules';
export * from './routes';
export * from './shellSlots';
