import type { RouteTable } from '../route';

/** Loyalty points (mf-account's `/{slug}-loyalty`, and the redemption at /plati). */
export const loyaltyRoutes = {
  /** The signed-in user's balance, what expires soon, and the ledger; null for a guest. */
  getLoyalty: { method: 'GET', path: '/api/getLoyalty' },
} as const satisfies RouteTable;
