// Staff: the product table and editor (save, images, bulk actions, hide, delete).
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { applyAdminProductFilter } from './admin-product-repository';
export { default as adminProductsRoutes } from './admin-product-routes';
export { slugFromName } from './product-slug';
export { type ProductFields, type ProductSnapshot, sameFields } from './product-snapshot';
export { saveProduct } from './save-product';
