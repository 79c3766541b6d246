import { endpoint } from '../endpoint';
import { LoyaltyAccount } from '../loyalty';

/** Loyalty points (mf-account's `/{slug}-loyalty`, and the redemption at /plati). */
export const loyaltyEndpoints = {
  /** The signed-in user's balance, what expires soon, and the ledger; null for a guest. */
  getLoyalty: endpoint({ method: 'GET', path: '/api/getLoyalty', response: LoyaltyAccount }),
};
