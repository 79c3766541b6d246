// Staff: the kept releases of the shell and each remote, and a rollback (#Izdanja, decision 020).
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as adminReleasesRoutes } from './admin-releases-routes';
