// Staff: users, roles and deactivation.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as adminUsersRoutes } from './admin-user-routes';
