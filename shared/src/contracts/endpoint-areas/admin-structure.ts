import {
  AdminCategory,
  AdminCategoryInput,
  AdminCategoryTree,
  AdminDeleted,
  AdminIdParams,
  AdminProductPickList,
  AdminProductPickQuery,
  AdminPromotionDetail,
  AdminPromotionInput,
  AdminPromotionList,
  AdminPromotionProductsInput,
  AdminPromotionsQuery,
  AdminReorderInput,
  AdminSubcategory,
  AdminSubcategoryInput,
  CATEGORY_IMAGE_MAX_BYTES,
} from '../admin/structure';
import { type Endpoint, endpoint } from '../endpoint';

const permission = 'catalog.write';

/** The admin panel's calls for categories, subcategories and promotions. Each declares the permission it needs (contracts/admin/permissions.ts). */
export const adminStructureEndpoints = {
  /** The whole tree with product counts (a few hundred rows at most). */
  adminListCategories: endpoint({
    method: 'GET',
    path: '/api/admin/categories',
    response: AdminCategoryTree,
    permission,
  }),
  adminCreateCategory: endpoint({
    method: 'POST',
    path: '/api/admin/categories',
    body: AdminCategoryInput,
    response: AdminCategory,
    permission,
  }),
  adminUpdateCategory: endpoint({
    method: 'PUT',
    path: '/api/admin/categories/:id',
    params: AdminIdParams,
    body: AdminCategoryInput,
    response: AdminCategory,
    permission,
  }),
  /** Refused (409 CATEGORY_NOT_EMPTY) while it has subcategories. */
  adminDeleteCategory: endpoint({
    method: 'DELETE',
    path: '/api/admin/categories/:id',
    params: AdminIdParams,
    response: AdminDeleted,
    permission,
  }),
  /** The categories' menu order: every category id once. */
  adminReorderCategories: endpoint({
    method: 'PUT',
    path: '/api/admin/category-order',
    body: AdminReorderInput,
    response: AdminCategoryTree,
    permission,
  }),
  /** PNG, JPEG or WebP, stored as WebP under a new path (stored images are immutable). */
  adminUploadCategoryImage: endpoint({
    method: 'POST',
    path: '/api/admin/categories/:id/image',
    params: AdminIdParams,
    upload: { maxBytes: CATEGORY_IMAGE_MAX_BYTES },
    response: AdminCategory,
    permission,
  }),
  adminCreateSubcategory: endpoint({
    method: 'POST',
    path: '/api/admin/subcategories',
    body: AdminSubcategoryInput,
    response: AdminSubcategory,
    permission,
  }),
  adminUpdateSubcategory: endpoint({
    method: 'PUT',
    path: '/api/admin/subcategories/:id',
    params: AdminIdParams,
    body: AdminSubcategoryInput,
    response: AdminSubcategory,
    permission,
  }),
  /** Refused (409 SUBCATEGORY_NOT_EMPTY) while it has products. */
  adminDeleteSubcategory: endpoint({
    method: 'DELETE',
    path: '/api/admin/subcategories/:id',
    params: AdminIdParams,
    response: AdminDeleted,
    permission,
  }),
  /** The order of one category's subcategories: each of its subcategory ids once. */
  adminReorderSubcategories: endpoint({
    method: 'PUT',
    path: '/api/admin/categories/:id/subcategory-order',
    params: AdminIdParams,
    body: AdminReorderInput,
    response: AdminCategoryTree,
    permission,
  }),

  adminListPromotions: endpoint({
    method: 'GET',
    path: '/api/admin/promotions',
    query: AdminPromotionsQuery,
    response: AdminPromotionList,
    permission,
  }),
  adminGetPromotion: endpoint({
    method: 'GET',
    path: '/api/admin/promotions/:id',
    params: AdminIdParams,
    response: AdminPromotionDetail,
    permission,
  }),
  adminCreatePromotion: endpoint({
    method: 'POST',
    path: '/api/admin/promotions',
    body: AdminPromotionInput,
    response: AdminPromotionDetail,
    permission,
  }),
  adminUpdatePromotion: endpoint({
    method: 'PUT',
    path: '/api/admin/promotions/:id',
    params: AdminIdParams,
    body: AdminPromotionInput,
    response: AdminPromotionDetail,
    permission,
  }),
  adminDeletePromotion: endpoint({
    method: 'DELETE',
    path: '/api/admin/promotions/:id',
    params: AdminIdParams,
    response: AdminDeleted,
    permission,
  }),
  /** The promotion's products in order (add, remove and reorder in one call). */
  adminSetPromotionProducts: endpoint({
    method: 'PUT',
    path: '/api/admin/promotions/:id/products',
    params: AdminIdParams,
    body: AdminPromotionProductsInput,
    response: AdminPromotionDetail,
    permission,
  }),
  /** The promotion picker's search: products by name or code. */
  adminPickPromotionProducts: endpoint({
    method: 'GET',
    path: '/api/admin/promotion-product-picker',
    query: AdminProductPickQuery,
    response: AdminProductPickList,
    permission,
  }),
} satisfies Record<string, Endpoint>;
