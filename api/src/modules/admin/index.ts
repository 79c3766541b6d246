// The admin panel's API (/api/admin/*): one module per staff resource under this folder.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as adminRoutes } from './admin-routes';
