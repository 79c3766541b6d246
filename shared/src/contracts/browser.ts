// `@shop/shared/contracts` in a browser build (the `browser` condition in package.json): every export of index.ts, but
// `endpoints` is the route table without zod schemas (callApi reads only the method, path and body encoding), so that
// calling the API puts no schema library on a page's start-up path. Forms that validate with a schema still import
// it, and only they pay for zod.

export { routes as endpoints } from './endpoint-routes';
export * from './index';
