import { LOYALTY, maxRedeemablePoints, pointsToDiscountMinor, vatIncludedMinor } from '@shop/shared/contracts';
import { useLoyaltyAccount } from '@shop/shared/state';
import { useState } from 'react';

const toMinor = (km: number) => Math.round(km * 100);

/**
 * Loyalty points for this order: what the signed-in customer may redeem on these items (at least 500, at most half
 * the items total and the balance) and what they chose. The typed number is kept within those limits, so the form
 * never sends points the rules refuse; the server checks again and reserves them with the order.
 */
export function useRedemption(itemsTotalKm: number) {
  const { data: account } = useLoyaltyAccount();
  const [use, setUse] = useState(false);
  const [typed, setTyped] = useState('');
  const balance = account?.bodovi ?? 0;
  const max = maxRedeemablePoints(toMinor(itemsTotalKm), balance);
  const possible = max >= LOYALTY.minimumRedemption;
  const wanted = Number.parseInt(typed, 10);
  const points =
    use && possible ? Math.min(Math.max(Number.isNaN(wanted) ? max : wanted, LOYALTY.minimumRedemption), max) : 0;
  return {
    /** Null for a guest (nothing to show). */
    account,
    balance,
    max,
    possible,
    use,
    setUse,
    /** What the field shows: as typed, or the points that will be used once the field is left. */
    typed: typed === '' ? String(points || max) : typed,
    setTyped,
    settle: () => setTyped(String(points)),
    points,
    discountKm: pointsToDiscountMinor(points) / 100,
  };
}

/** A cart's totals with a loyalty discount taken off (the VAT is that of the new total), as the order will have them. */
export function withDiscount<T extends { pdv: number; ukupno: number }>(totals: T, discountKm: number) {
  if (discountKm <= 0) return totals;
  const total = toMinor(totals.ukupno) - toMinor(discountKm);
  return { ...totals, popust: discountKm, ukupno: total / 100, pdv: vatIncludedMinor(total) / 100 };
}
