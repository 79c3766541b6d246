// Pricing: price lists for companies and customer groups, and the one price a buyer pays (resolvePrices).
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).

export { default as buyerPriceRoutes } from './buyer-price-routes';
export { currentUnitPriceMinor } from './price-rules';
export {
  type PriceLine,
  type ResolvedPrice,
  resolvePrices,
  resolvePriceTiers,
  shopToday,
} from './resolve-prices';
