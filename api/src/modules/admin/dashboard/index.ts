// Staff: the overview figures (revenue, orders, customers, attention lists).
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as adminDashboardRoutes } from './dashboard-routes';
