import { z } from 'zod';
import { Category } from '../catalog';
import { ListingQuery, ListingResponse, WebshopHighlights } from '../catalog-listing';
import { PromotionParams, SinglePromotionResponse } from '../catalog-promotions';
import {
  SearchProductsBody,
  SearchResultsPage,
  SearchResultsQuery,
  SearchSuggestion,
  SubcategorySuggestion,
} from '../catalog-search';
import type { ContractsOf } from '../endpoint';
import type { catalogRoutes } from './catalog-routes';

/** What each call of catalog-routes.ts takes and answers, and whether its answer is personal. */
export const catalogContracts = {
  getCategoriesForWebShop: { response: z.array(Category) },
  getWebshopHighlights: { response: WebshopHighlights },
  getCategoryProducts: { query: ListingQuery, response: ListingResponse },
  searchProducts: { body: SearchProductsBody, response: z.array(SearchSuggestion) },
  searchSubcategories: { body: SearchProductsBody, response: z.array(SubcategorySuggestion) },
  getSearchResults: { query: SearchResultsQuery, response: SearchResultsPage },
  getSinglePromotion: { params: PromotionParams, response: SinglePromotionResponse },
} satisfies ContractsOf<typeof catalogRoutes>;
