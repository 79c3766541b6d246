// Staff: price lists for companies and customer groups (#Cjenovnici), with their rules and quantity tiers.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as adminPriceListsRoutes } from './price-list-routes';
