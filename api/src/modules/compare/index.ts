// Compare list: up to 5 products of one subcategory per session or user.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { moveGuestCompareToUser } from './compare-repository';
export { default as compareRoutes } from './compare-routes';
