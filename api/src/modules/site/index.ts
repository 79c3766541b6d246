// Site: health checks, /remotes.json and the site configuration for the frontends.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as healthRoutes } from './health-routes';
export { default as remotesRoutes } from './remotes-routes';
export { default as siteConfigRoutes } from './site-config-routes';
