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
import { type ContractsOf, staff } from '../endpoint';
import type { adminCatalogRoutes } from './admin-catalog-routes';

/** The permission every call here needs (contracts/admin/permissions.ts); a staff answer is personal. */
const catalogStaff = staff('catalog.write');

/** What each call of admin-catalog-routes.ts takes and answers. */
export const adminCatalogContracts = {
  adminListProducts: { query: AdminProductListQuery, response: AdminProductPage, ...catalogStaff },
  adminProductLookups: { response: AdminProductLookups, ...catalogStaff },
  adminGetProduct: { params: AdminProductParams, response: AdminProduct, ...catalogStaff },
  adminCreateProduct: { body: AdminProductInput, response: AdminProduct, ...catalogStaff },
  adminUpdateProduct: { params: AdminProductParams, body: AdminProductUpdate, response: AdminProduct, ...catalogStaff },
  adminDeleteProduct: { params: AdminProductParams, response: AdminProductDeleted, ...catalogStaff },
  adminSetProductVisibility: {
    params: AdminProductParams,
    body: AdminProductVisibilityBody,
    response: AdminProduct,
    ...catalogStaff,
  },
  adminBulkProducts: { body: AdminProductBulkAction, response: AdminProductBulkResult, ...catalogStaff },

  adminUploadProductImage: {
    params: AdminProductParams,
    upload: { maxBytes: ADMIN_PRODUCT_IMAGE_MAX_BYTES },
    response: AdminProductImages,
    ...catalogStaff,
  },
  adminReorderProductImages: {
    params: AdminProductParams,
    body: AdminProductImageOrderBody,
    response: AdminProductImages,
    ...catalogStaff,
  },
  adminSetMainProductImage: { params: AdminProductImageParams, response: AdminProductImages, ...catalogStaff },
  adminDeleteProductImage: { params: AdminProductImageParams, response: AdminProductImages, ...catalogStaff },
} satisfies ContractsOf<typeof adminCatalogRoutes>;
