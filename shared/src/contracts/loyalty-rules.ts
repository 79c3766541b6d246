import type { ErrorCode } from './error-codes';

/**
 * The loyalty programme's rules, one place for the API (which enforces them) and the pages (which explain them).
 * Points are whole numbers; 100 points are worth 1 KM, so one point is one fening of discount.
 */
export const LOYALTY = {
  /** `/{slug}-loyalty` with this slug is the programme page itself (the shop's brand, "IT Shop"). */
  brandSlug: 'itshop',
  /** Points per whole KM of the items total (VAT included, shipping excluded). */
  pointsPerKm: 1,
  /** Points that make 1 KM of discount. */
  pointsPerKmDiscount: 100,
  minimumRedemption: 500,
  /** The discount may cover at most this share (percent) of the items total. */
  maxDiscountPercent: 50,
  /** Each credit expires this many days after it was credited. */
  creditValidDays: 365,
  /** "Expiring soon" on the loyalty page. */
  expiringSoonDays: 30,
} as const;

/** The points an items total (feninga, VAT included) earns: 1 per whole KM. */
export function pointsEarned(itemsTotalMinor: number): number {
  return Math.floor(Math.max(itemsTotalMinor, 0) / 100) * LOYALTY.pointsPerKm;
}

/** The discount (feninga) that `points` buy. */
export function pointsToDiscountMinor(points: number): number {
  return Math.floor((points * 100) / LOYALTY.pointsPerKmDiscount);
}

/** The points a discount (feninga) took. */
export function discountToPoints(discountMinor: number): number {
  return Math.round((discountMinor * LOYALTY.pointsPerKmDiscount) / 100);
}

/** The most points one order may redeem: what the balance holds, up to half the items total. */
export function maxRedeemablePoints(itemsTotalMinor: number, balance: number): number {
  const halfMinor = Math.floor((itemsTotalMinor * LOYALTY.maxDiscountPercent) / 100);
  const byTotal = Math.floor((halfMinor * LOYALTY.pointsPerKmDiscount) / 100);
  return Math.max(Math.min(byTotal, balance), 0);
}

/** Why `points` cannot be redeemed on this order, or undefined when they can. */
export function redemptionProblem(
  points: number,
  itemsTotalMinor: number,
  balance: number,
): { code: Extract<ErrorCode, `LOYALTY_${string}`>; params: Record<string, number> } | undefined {
  if (points < LOYALTY.minimumRedemption) {
    return { code: 'LOYALTY_MINIMUM', params: { min: LOYALTY.minimumRedemption } };
  }
  const max = maxRedeemablePoints(itemsTotalMinor, Number.POSITIVE_INFINITY);
  if (points > max) return { code: 'LOYALTY_OVER_HALF', params: { max } };
  if (points > balance) return { code: 'LOYALTY_OVER_BALANCE', params: { balance } };
  return undefined;
}
