import type { RouteTable } from '../route';

/** A signed-in buyer's own prices (company price lists), filled in after the public page is shown. */
export const pricingRoutes = {
  getBuyerPrices: { method: 'GET', path: '/api/prices' },
} as const satisfies RouteTable;
