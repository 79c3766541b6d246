import type { ContractsOf } from '../endpoint';
import { LoyaltyAccount } from '../loyalty';
import type { loyaltyRoutes } from './loyalty-routes';

/** What each call of loyalty-routes.ts takes and answers, and whether its answer is personal. */
export const loyaltyContracts = {
  getLoyalty: { response: LoyaltyAccount, personal: true },
} satisfies ContractsOf<typeof loyaltyRoutes>;
