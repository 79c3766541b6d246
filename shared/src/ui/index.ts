export { Price } from './Price';
export { RemoteRoot } from './RemoteRoot';
