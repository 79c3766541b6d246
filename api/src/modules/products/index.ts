// Products: the product answer (/api/proizvod/:name), its cache, and the product page HTML for crawlers.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as productHtmlRoutes } from './product-html/product-html-routes';
export { summariesIn, toProductSummary, toSpecification } from './product-mapper';
export {
  type ProductSummaryRow,
  type SpecificationRow,
  selectSpecifications,
  summaryColumns,
} from './product-repository';
export { default as productResponseCachePlugin } from './product-response-cache';
export { default as productRoutes } from './product-routes';
