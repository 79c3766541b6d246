// Staff: categories and subcategories (tree, names, slugs, images, order).
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as adminCategoriesRoutes } from './admin-category-routes';
export { withUniqueSlug } from './unique-slug';
