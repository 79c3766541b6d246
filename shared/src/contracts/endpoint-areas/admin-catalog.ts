import {
  ADMIN_PRODUCT_IMAGE_MAX_BYTES,
  AdminProduct,
  AdminProductBulkAction,
  AdminProductBulkResult,
  AdminProductDeleted,
  AdminProductImageOrderBody,
  AdminProductImageParams,
  AdminProductImages,
  AdminProductInput,
  AdminProductListQuery,
  AdminProductLookups,
  AdminProductPage,
  AdminProductParams,
  AdminProductUpdate,
  AdminProductVisibilityBody,
} from '../admin/products';
import { type Endpoint, endpoint } from '../endpoint';

const permission = 'catalog.write' as const;

/** The admin panel's calls for products and their images. Each declares the permission it needs (contracts/admin/permissions.ts). */
export const adminCatalogEndpoints = {
  /** The table: filtered, sorted, one page (never cached: it shows every change at once). */
  adminListProducts: endpoint({
    method: 'GET',
    path: '/api/admin/products',
    query: AdminProductListQuery,
    response: AdminProductPage,
    permission,
  }),
  /** Manufacturers and the categories with their subcategories, for the editor's selects and the filters. */
  adminProductLookups: endpoint({
    method: 'GET',
    path: '/api/admin/product-lookups',
    response: AdminProductLookups,
    permission,
  }),
  adminGetProduct: endpoint({
    method: 'GET',
    path: '/api/admin/products/:id',
    params: AdminProductParams,
    response: AdminProduct,
    permission,
  }),
  /** 409 `SLUG_TAKEN` / `PRODUCT_CODE_TAKEN`; 400 `UNKNOWN_SUBCATEGORY` / `UNKNOWN_MANUFACTURER`. */
  adminCreateProduct: endpoint({
    method: 'POST',
    path: '/api/admin/products',
    body: AdminProductInput,
    response: AdminProduct,
    permission,
  }),
  /** The body's `version` must be the current one: else 409 `EDIT_CONFLICT` and nothing is written. */
  adminUpdateProduct: endpoint({
    method: 'PUT',
    path: '/api/admin/products/:id',
    params: AdminProductParams,
    body: AdminProductUpdate,
    response: AdminProduct,
    permission,
  }),
  /** A product in any order or pro-forma request is never deleted (409 `PRODUCT_IN_ORDERS`): hide it instead. */
  adminDeleteProduct: endpoint({
    method: 'DELETE',
    path: '/api/admin/products/:id',
    params: AdminProductParams,
    response: AdminProductDeleted,
    permission,
  }),
  adminSetProductVisibility: endpoint({
    method: 'PUT',
    path: '/api/admin/products/:id/visibility',
    params: AdminProductParams,
    body: AdminProductVisibilityBody,
    response: AdminProduct,
    permission,
  }),
  adminBulkProducts: endpoint({
    method: 'POST',
    path: '/api/admin/products/bulk',
    body: AdminProductBulkAction,
    response: AdminProductBulkResult,
    permission,
  }),

  /** One JPEG, PNG or WebP file (field `file`): added last, as WebP in the sizes the shop shows. */
  adminUploadProductImage: endpoint({
    method: 'POST',
    path: '/api/admin/products/:id/images',
    params: AdminProductParams,
    upload: { maxBytes: ADMIN_PRODUCT_IMAGE_MAX_BYTES },
    response: AdminProductImages,
    permission,
  }),
  /** Every image id in the new order; the first becomes the main image (the cards' `url_slike`). */
  adminReorderProductImages: endpoint({
    method: 'PUT',
    path: '/api/admin/products/:id/images/order',
    params: AdminProductParams,
    body: AdminProductImageOrderBody,
    response: AdminProductImages,
    permission,
  }),
  /** Moves the image to the front: the main image. */
  adminSetMainProductImage: endpoint({
    method: 'PUT',
    path: '/api/admin/products/:id/images/:imageId/main',
    params: AdminProductImageParams,
    response: AdminProductImages,
    permission,
  }),
  adminDeleteProductImage: endpoint({
    method: 'DELETE',
    path: '/api/admin/products/:id/images/:imageId',
    params: AdminProductImageParams,
    response: AdminProductImages,
    permission,
  }),
} satisfies Record<string, Endpoint>;
