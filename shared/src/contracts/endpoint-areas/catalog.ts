import { z } from 'zod';
import { Category } from '../catalog';
import { ListingQuery, ListingResponse, WebshopHighlights } from '../catalog-listing';
import { PromotionParams, SinglePromotionResponse } from '../catalog-promotions';
import { SearchProductsBody, SearchResultsPage, SearchResultsQuery, SearchSuggestion } from '../catalog-search';
import { endpoint } from '../endpoint';

/** The webshop's categories, listings, search and promotions (mf-catalog). */
export const catalogEndpoints = {
  getCategoriesForWebShop: endpoint({
    method: 'GET',
    path: '/api/getCategoriesForWebShop',
    response: z.array(Category),
  }),
  /** /webshop: on-sale and new products, running promotions. */
  getWebshopHighlights: endpoint({ method: 'GET', path: '/api/getWebshopHighlights', response: WebshopHighlights }),
  /** A category or subcategory page: one page of products, sorted and filtered, with facet counts. */
  getCategoryProducts: endpoint({
    method: 'GET',
    path: '/api/getCategoryProducts',
    query: ListingQuery,
    response: ListingResponse,
  }),
  /** SPEC §7: the header's suggestions. */
  searchProducts: endpoint({
    method: 'POST',
    path: '/api/searchProducts',
    body: SearchProductsBody,
    response: z.array(SearchSuggestion),
  }),
  /** /pretraga: results 10 at a time. */
  getSearchResults: endpoint({
    method: 'GET',
    path: '/api/getSearchResults',
    query: SearchResultsQuery,
    response: SearchResultsPage,
  }),
  /** SPEC §7: 404 `{ message }` for an unknown or finished promotion. */
  getSinglePromotion: endpoint({
    method: 'GET',
    path: '/api/getSinglePromotion/:promocija',
    params: PromotionParams,
    response: SinglePromotionResponse,
  }),
};
