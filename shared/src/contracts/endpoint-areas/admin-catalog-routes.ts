import type { RouteTable } from '../route';

/** The admin panel's calls for products and their images. */
export const adminCatalogRoutes = {
  /** The table: filtered, sorted, one page (never cached: it shows every change at once). */
  adminListProducts: { method: 'GET', path: '/api/admin/products' },
  /** Manufacturers and the categories with their subcategories, for the editor's selects and the filters. */
  adminProductLookups: { method: 'GET', path: '/api/admin/product-lookups' },
  adminGetProduct: { method: 'GET', path: '/api/admin/products/:id' },
  /** 409 `SLUG_TAKEN` / `PRODUCT_CODE_TAKEN`; 400 `UNKNOWN_SUBCATEGORY` / `UNKNOWN_MANUFACTURER`. */
  adminCreateProduct: { method: 'POST', path: '/api/admin/products' },
  /** The body's `version` must be the current one: else 409 `EDIT_CONFLICT` and nothing is written. */
  adminUpdateProduct: { method: 'PUT', path: '/api/admin/products/:id' },
  /** A product in any order or pro-forma request is never deleted (409 `PRODUCT_IN_ORDERS`): hide it instead. */
  adminDeleteProduct: { method: 'DELETE', path: '/api/admin/products/:id' },
  adminSetProductVisibility: { method: 'PUT', path: '/api/admin/products/:id/visibility' },
  adminBulkProducts: { method: 'POST', path: '/api/admin/products/bulk' },

  /** One JPEG, PNG or WebP file (field `file`): added last, as WebP in the sizes the shop shows. */
  adminUploadProductImage: { method: 'POST', path: '/api/admin/products/:id/images' },
  /** Every image id in the new order; the first becomes the main image (the cards' `url_slike`). */
  adminReorderProductImages: { method: 'PUT', path: '/api/admin/products/:id/images/order' },
  /** Moves the image to the front: the main image. */
  adminSetMainProductImage: { method: 'PUT', path: '/api/admin/products/:id/images/:imageId/main' },
  adminDeleteProductImage: { method: 'DELETE', path: '/api/admin/products/:id/images/:imageId' },
} as const satisfies RouteTable;
