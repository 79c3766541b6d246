// Catalogue: categories, listings with facets, promotions, the /webshop highlights, the sitemap and robots.txt.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as catalogRoutes } from './catalog-routes';
export { listingFacets, listingFilterOf } from './category-listing';
export { findSubcategoryByName } from './category-repository';
export { default as categoryRoutes } from './category-routes';
export {
  type FoundProducts,
  type ListingFilter,
  listListingPage,
  listMatchingProducts,
  listProductCardsByIds,
} from './listing-repository';
export { default as sitemapRoutes } from './sitemap-routes';
