import { EnglishTerm, EnglishTermInput, EnglishTermList } from '../admin/english-text';
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
import { type ContractsOf, staff } from '../endpoint';
import type { adminStructureRoutes } from './admin-structure-routes';

/** The permission every call here needs (contracts/admin/permissions.ts); a staff answer is personal. */
const catalogStaff = staff('catalog.write');

/** What each call of admin-structure-routes.ts takes and answers. */
export const adminStructureContracts = {
  adminListCategories: { response: AdminCategoryTree, ...catalogStaff },
  adminCreateCategory: { body: AdminCategoryInput, response: AdminCategory, ...catalogStaff },
  adminUpdateCategory: { params: AdminIdParams, body: AdminCategoryInput, response: AdminCategory, ...catalogStaff },
  adminDeleteCategory: { params: AdminIdParams, response: AdminDeleted, ...catalogStaff },
  adminReorderCategories: { body: AdminReorderInput, response: AdminCategoryTree, ...catalogStaff },
  adminUploadCategoryImage: {
    params: AdminIdParams,
    upload: { maxBytes: CATEGORY_IMAGE_MAX_BYTES },
    response: AdminCategory,
    ...catalogStaff,
  },
  adminCreateSubcategory: { body: AdminSubcategoryInput, response: AdminSubcategory, ...catalogStaff },
  adminUpdateSubcategory: {
    params: AdminIdParams,
    body: AdminSubcategoryInput,
    response: AdminSubcategory,
    ...catalogStaff,
  },
  adminDeleteSubcategory: { params: AdminIdParams, response: AdminDeleted, ...catalogStaff },
  adminReorderSubcategories: {
    params: AdminIdParams,
    body: AdminReorderInput,
    response: AdminCategoryTree,
    ...catalogStaff,
  },

  adminListPromotions: { query: AdminPromotionsQuery, response: AdminPromotionList, ...catalogStaff },
  adminGetPromotion: { params: AdminIdParams, response: AdminPromotionDetail, ...catalogStaff },
  adminCreatePromotion: { body: AdminPromotionInput, response: AdminPromotionDetail, ...catalogStaff },
  adminUpdatePromotion: {
    params: AdminIdParams,
    body: AdminPromotionInput,
    response: AdminPromotionDetail,
    ...catalogStaff,
  },
  adminDeletePromotion: { params: AdminIdParams, response: AdminDeleted, ...catalogStaff },
  adminSetPromotionProducts: {
    params: AdminIdParams,
    body: AdminPromotionProductsInput,
    response: AdminPromotionDetail,
    ...catalogStaff,
  },
  adminPickPromotionProducts: { query: AdminProductPickQuery, response: AdminProductPickList, ...catalogStaff },
  adminListEnglishTerms: { response: EnglishTermList, ...catalogStaff },
  adminSaveEnglishTerm: { body: EnglishTermInput, response: EnglishTerm, ...catalogStaff },
  adminDeleteEnglishTerm: { params: AdminIdParams, response: AdminDeleted, ...catalogStaff },
} satisfies ContractsOf<typeof adminStructureRoutes>;
