import { SHIPPING_FEE_MINOR, VAT_PERCENT } from './checkout-orders';

export interface TotalsMinor {
  /** Goods, VAT included. */
  subtotal: number;
  shipping: number;
  /** Paid with loyalty points (absent or 0: none); the VAT is that of the total after it. */
  discount?: number;
  /** The VAT contained in the total (goods and shipping). */
  vat: number;
  total: number;
}

/**
 * Sums of a cart, order or pro-forma in feninga. Shipping is charged once per non-empty delivery (SPEC §9); a loyalty
 * discount comes off the total (it never exceeds half the goods, so the total stays positive).
 */
export function totalsMinor(
  lines: { unitPriceMinor: number; quantity: number }[],
  withShipping: boolean,
  discount = 0,
): TotalsMinor {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const shipping = withShipping && lines.length > 0 ? SHIPPING_FEE_MINOR : 0;
  const total = subtotal + shipping - discount;
  return { subtotal, shipping, discount, vat: vatIncludedMinor(total), total };
}

/** The VAT share of a gross amount: gross × 17 / 117, rounded to the feninga. */
export function vatIncludedMinor(grossMinor: number): number {
  return Math.round((grossMinor * VAT_PERCENT) / (100 + VAT_PERCENT));
}
