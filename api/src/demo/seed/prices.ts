import type { Random } from './random';

/**
 * A shop-looking price in feninga from a raw KM amount: cheap items end in ,90 (12,90 / 49,90), dearer ones in
 * 9,00 or 9,90 (1.899,00 / 459,90), as real price lists do.
 */
export function toShopPriceMinor(km: number, random: Random): number {
  if (km < 20) return Math.max(1, Math.floor(km)) * 100 + 90;
  if (km < 100) return (Math.round(km / 5) * 5 - 1) * 100 + 90;
  const wholeKm = Math.round(km / 10) * 10 - 1;
  return wholeKm * 100 + (random.chance(0.5) ? 0 : 90);
}

/** A sale price 5–30 % off, shop-rounded and always strictly below the regular price. */
export function salePriceMinor(regularMinor: number, random: Random): number {
  const discount = 0.05 + random.next() * 0.25;
  const sale = toShopPriceMinor((regularMinor / 100) * (1 - discount), random);
  if (sale < regularMinor) return sale;
  // Rounding ate the discount (cheap items): take one KM off, or 10 KM off dear ones.
  return regularMinor - (regularMinor >= 10_000 ? 1_000 : 100);
}
