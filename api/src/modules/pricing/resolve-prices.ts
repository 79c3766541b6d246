import type { DbOrTransaction } from '../../db/db-or-transaction';
import { findApplicableRules, findBuyerScope, findPricedProducts } from './price-list-repository';
import { type PriceTier, tiersOf, unitPriceOf } from './price-rules';

export interface ResolvedPrice {
  /** What the buyer pays per piece at this quantity, feninga with VAT. */
  unitPriceMinor: number;
  /** What anyone pays today (the regular or sale price): struck through when the buyer's price is lower. */
  shopPriceMinor: number;
  priceListId: number | null;
}

export interface PriceLine {
  productId: number;
  quantity: number;
}

/** Today's date in the shop's time zone: a list valid "to 30 November" holds until midnight in Sarajevo. */
export function shopToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sarajevo' }).format(now);
}

/**
 * THE price of a product for a buyer: the lowest of the price lists that apply to the user (null: a guest) and are
 * valid today, at the line's quantity, else the shop's price. Cart, checkout, orders (and quotes) all call this, so
 * they charge the same. Products that do not exist are missing from the answer.
 */
export async function resolvePrices(
  db: DbOrTransaction,
  userId: number | null,
  lines: readonly PriceLine[],
  today = shopToday(),
): Promise<Map<number, ResolvedPrice>> {
  const products = await findPricedProducts(db, [...new Set(lines.map((line) => line.productId))]);
  const rules = await findApplicableRules(db, await findBuyerScope(db, userId), products, today);
  const byId = new Map(products.map((product) => [product.id, product]));
  const prices = new Map<number, ResolvedPrice>();
  for (const { productId, quantity } of lines) {
    const product = byId.get(productId);
    if (!product) continue;
    const { unitPriceMinor, priceListId } = unitPriceOf(rules, product, quantity);
    prices.set(productId, { unitPriceMinor, shopPriceMinor: product.currentPriceMinor, priceListId });
  }
  return prices;
}

export interface BuyerPriceTiers {
  productId: number;
  shopPriceMinor: number;
  /** The buyer's price per quantity bracket; a single tier at the shop's price when no list prices the product. */
  tiers: PriceTier[];
}

/** Each product's price brackets for the buyer (the product page and the cart show them). */
export async function resolvePriceTiers(
  db: DbOrTransaction,
  userId: number | null,
  productIds: readonly number[],
  today = shopToday(),
): Promise<BuyerPriceTiers[]> {
  const products = await findPricedProducts(db, productIds);
  const rules = await findApplicableRules(db, await findBuyerScope(db, userId), products, today);
  return products.map((product) => ({
    productId: product.id,
    shopPriceMinor: product.currentPriceMinor,
    tiers: tiersOf(rules, product),
  }));
}
