// Staff: the English of the words specifications are made of (decision 019).
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as adminEnglishTermRoutes } from './english-term-routes';
