import type { RouteTable } from '../route';

/** The webshop's categories, listings, search and promotions (mf-catalog). */
export const catalogRoutes = {
  getCategoriesForWebShop: { method: 'GET', path: '/api/getCategoriesForWebShop' },
  /** /webshop: on-sale and new products, running promotions. */
  getWebshopHighlights: { method: 'GET', path: '/api/getWebshopHighlights' },
  /** A category or subcategory page: one page of products, sorted and filtered, with facet counts. */
  getCategoryProducts: { method: 'GET', path: '/api/getCategoryProducts' },
  /** SPEC §7: the header's suggestions. */
  searchProducts: { method: 'POST', path: '/api/searchProducts' },
  /** The header's subcategory rows above the product suggestions (not in the spec: `searchProducts` stays as it is). */
  searchSubcategories: { method: 'POST', path: '/api/searchSubcategories' },
  /** /pretraga: results 10 at a time, with the listing's facets and sort. */
  getSearchResults: { method: 'GET', path: '/api/getSearchResults' },
  /** SPEC §7: 404 `{ message }` for an unknown or finished promotion. */
  getSinglePromotion: { method: 'GET', path: '/api/getSinglePromotion/:promocija' },
} as const satisfies RouteTable;
