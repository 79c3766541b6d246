import { z } from 'zod';

/**
 * A ledger entry's kind: `earn` (a delivered order), `reverse` (its points taken back), `redeem` (reserved by an
 * order at checkout), `release` (a cancelled order's reservation returned), `expire` (a credit's unspent rest).
 */
export const LOYALTY_ENTRY_KINDS = ['earn', 'reverse', 'redeem', 'release', 'expire'] as const;
export const LoyaltyEntryKind = z.enum(LOYALTY_ENTRY_KINDS);
export type LoyaltyEntryKind = z.infer<typeof LoyaltyEntryKind>;

export const LoyaltyEntry = z.object({
  id: z.number().int(),
  vrsta: LoyaltyEntryKind,
  /** Positive for credits, negative for debits. */
  bodovi: z.number().int(),
  /** The order's number, if the entry came from an order. */
  narudzba: z.string().nullable(),
  datum: z.string(),
  /** A credit's expiry. */
  istice: z.string().nullable(),
});
export type LoyaltyEntry = z.infer<typeof LoyaltyEntry>;

/** The signed-in user's points; null for a guest. */
export const LoyaltyAccount = z
  .object({
    /** The balance: what can be redeemed now. */
    bodovi: z.number().int(),
    /** Of the balance, what expires within `LOYALTY.expiringSoonDays`. */
    istice_uskoro: z.number().int().nonnegative(),
    /** Newest first. */
    stavke: z.array(LoyaltyEntry),
  })
  .nullable();
export type LoyaltyAccount = z.infer<typeof LoyaltyAccount>;
