import type { ContractsOf } from '../endpoint';
import { BuyerPricesQuery, BuyerPricesResponse } from '../pricing';
import type { pricingRoutes } from './pricing-routes';

/** What each call of pricing-routes.ts takes and answers, and whether its answer is personal. */
export const pricingContracts = {
  /** Personal: never kept by a browser or a shared cache (`private, no-store`). */
  getBuyerPrices: { query: BuyerPricesQuery, response: BuyerPricesResponse, personal: true },
} satisfies ContractsOf<typeof pricingRoutes>;
