// Staff: pro-forma requests, their PDF, marked answered.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as adminProformasRoutes } from './admin-proforma-routes';
