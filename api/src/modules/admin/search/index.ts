// Staff: the search's synonym table and what shoppers searched (#Pretraga).
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as adminSearchRoutes } from './admin-search-routes';
