// Staff: orders by state, their detail and status changes.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as adminOrdersRoutes } from './admin-order-routes';
