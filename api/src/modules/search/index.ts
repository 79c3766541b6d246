// Search: the in-process index behind the SearchIndex interface, suggestions and result pages.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as searchIndexPlugin } from './search-index-plugin';
export { default as searchRoutes } from './search-routes';
