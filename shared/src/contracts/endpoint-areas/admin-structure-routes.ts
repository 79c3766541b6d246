import type { RouteTable } from '../route';

/** The admin panel's calls for categories, subcategories and promotions. */
export const adminStructureRoutes = {
  /** The whole tree with product counts (a few hundred rows at most). */
  adminListCategories: { method: 'GET', path: '/api/admin/categories' },
  adminCreateCategory: { method: 'POST', path: '/api/admin/categories' },
  adminUpdateCategory: { method: 'PUT', path: '/api/admin/categories/:id' },
  /** Refused (409 CATEGORY_NOT_EMPTY) while it has subcategories. */
  adminDeleteCategory: { method: 'DELETE', path: '/api/admin/categories/:id' },
  /** The categories' menu order: every category id once. */
  adminReorderCategories: { method: 'PUT', path: '/api/admin/category-order' },
  /** PNG, JPEG or WebP, stored as WebP under a new path (stored images are immutable). */
  adminUploadCategoryImage: { method: 'POST', path: '/api/admin/categories/:id/image' },
  adminCreateSubcategory: { method: 'POST', path: '/api/admin/subcategories' },
  adminUpdateSubcategory: { method: 'PUT', path: '/api/admin/subcategories/:id' },
  /** Refused (409 SUBCATEGORY_NOT_EMPTY) while it has products. */
  adminDeleteSubcategory: { method: 'DELETE', path: '/api/admin/subcategories/:id' },
  /** The order of one category's subcategories: each of its subcategory ids once. */
  adminReorderSubcategories: { method: 'PUT', path: '/api/admin/categories/:id/subcategory-order' },

  adminListPromotions: { method: 'GET', path: '/api/admin/promotions' },
  adminGetPromotion: { method: 'GET', path: '/api/admin/promotions/:id' },
  adminCreatePromotion: { method: 'POST', path: '/api/admin/promotions' },
  adminUpdatePromotion: { method: 'PUT', path: '/api/admin/promotions/:id' },
  adminDeletePromotion: { method: 'DELETE', path: '/api/admin/promotions/:id' },
  /** The promotion's products in order (add, remove and reorder in one call). */
  adminSetPromotionProducts: { method: 'PUT', path: '/api/admin/promotions/:id/products' },
  /** The promotion picker's search: products by name or code. */
  adminPickPromotionProducts: { method: 'GET', path: '/api/admin/promotion-product-picker' },

  /** The English of specification words (decision 019), A–Z by the Serbian word. */
  adminListEnglishTerms: { method: 'GET', path: '/api/admin/english-terms' },
  /** Adds a word, or replaces the English of a Serbian word that has one. */
  adminSaveEnglishTerm: { method: 'PUT', path: '/api/admin/english-terms' },
  adminDeleteEnglishTerm: { method: 'DELETE', path: '/api/admin/english-terms/:id' },
} as const satisfies RouteTable;
