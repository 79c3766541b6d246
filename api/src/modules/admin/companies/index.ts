// Staff: companies (#Firme): create, verify, link users, set the customer group; and the customer groups.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as adminCompaniesRoutes } from './company-routes';
