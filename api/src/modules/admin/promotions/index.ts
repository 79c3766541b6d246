// Staff: promotions (dates, products in order).
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as adminPromotionsRoutes } from './admin-promotion-routes';
