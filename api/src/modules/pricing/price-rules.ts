/*
 * How a price list prices a product, without the database: pure functions over the product and the rules of the lists
 * that apply to the buyer (loaded by price-list-repository.ts).
 */

/** The price anyone pays now, feninga with VAT: the sale price while the product is flagged as on sale. */
export function currentUnitPriceMinor(row: { price_minor: number; sale_price_minor: number | null; on_sale: number }) {
  return row.on_sale === 1 && row.sale_price_minor !== null ? row.sale_price_minor : row.price_minor;
}

export interface PricedProduct {
  id: number;
  /** Regular price with VAT, feninga: a percentage off is taken from it. */
  priceMinor: number;
  /** What anyone pays today (the sale price while on sale): a buyer never pays more than that. */
  currentPriceMinor: number;
  categoryId: number;
  manufacturerId: number;
}

export interface PriceRule {
  priceListId: number;
  productId: number | null;
  categoryId: number | null;
  manufacturerId: number | null;
  minQuantity: number;
  priceMinor: number | null;
  /** Basis points: 750 = 7.5 % off. */
  percentOffBp: number | null;
}

export interface UnitPrice {
  unitPriceMinor: number;
  /** The list that gave the price; null when the shop's own price is the best. */
  priceListId: number | null;
}

/** One quantity bracket of a product's price for a buyer: `from`–`to` pieces (to null: and more). */
export interface PriceTier {
  from: number;
  to: number | null;
  unitPriceMinor: number;
}

type Target = 'product' | 'category' | 'manufacturer';

function targetOf(rule: PriceRule, product: PricedProduct): Target | undefined {
  if (rule.productId !== null) return rule.productId === product.id ? 'product' : undefined;
  if (rule.categoryId !== null) return rule.categoryId === product.categoryId ? 'category' : undefined;
  if (rule.manufacturerId !== null) return rule.manufacturerId === product.manufacturerId ? 'manufacturer' : undefined;
  return undefined;
}

/** The rule's unit price, rounded to whole feninga once (a percentage is taken from the regular price). */
function rulePriceMinor(rule: PriceRule, product: PricedProduct): number {
  if (rule.priceMinor !== null) return rule.priceMinor;
  return Math.round((product.priceMinor * (10_000 - (rule.percentOffBp ?? 0))) / 10_000);
}

/**
 * One list's price for the quantity, or undefined when the list does not price the product. Per target, the tier is
 * the rule with the highest `minQuantity` not above the quantity. A product's own price beats the list's percentages
 * for its category and manufacturer (staff set it on purpose); between those two the lower wins.
 */
function listPrice(rules: readonly PriceRule[], product: PricedProduct, quantity: number): number | undefined {
  const tierOf = new Map<Target, PriceRule>();
  for (const rule of rules) {
    const target = targetOf(rule, product);
    if (!target || rule.minQuantity > quantity) continue;
    const held = tierOf.get(target);
    if (!held || rule.minQuantity > held.minQuantity) tierOf.set(target, rule);
  }
  const own = tierOf.get('product');
  if (own) return rulePriceMinor(own, product);
  const broad = [tierOf.get('category'), tierOf.get('manufacturer')].filter((rule) => rule !== undefined);
  return broad.length ? Math.min(...broad.map((rule) => rulePriceMinor(rule, product))) : undefined;
}

/** The buyer's unit price: the lowest of the lists' prices and the shop's current price. */
export function unitPriceOf(rules: readonly PriceRule[], product: PricedProduct, quantity: number): UnitPrice {
  let best: UnitPrice = { unitPriceMinor: product.currentPriceMinor, priceListId: null };
  const byList = new Map<number, PriceRule[]>();
  for (const rule of rules) byList.set(rule.priceListId, [...(byList.get(rule.priceListId) ?? []), rule]);
  for (const [priceListId, listRules] of byList) {
    const price = listPrice(listRules, product, quantity);
    if (price !== undefined && price < best.unitPriceMinor) best = { unitPriceMinor: price, priceListId };
  }
  return best;
}

/**
 * The product's price per quantity bracket: the price can only change where a rule's tier starts, so it is asked at
 * 1 and at each tier's start, and neighbouring brackets of one price are merged.
 */
export function tiersOf(rules: readonly PriceRule[], product: PricedProduct): PriceTier[] {
  const starts = new Set([1]);
  for (const rule of rules) if (targetOf(rule, product)) starts.add(Math.max(rule.minQuantity, 1));
  const tiers: PriceTier[] = [];
  for (const from of [...starts].sort((a, b) => a - b)) {
    const { unitPriceMinor } = unitPriceOf(rules, product, from);
    const last = tiers.at(-1);
    if (last?.unitPriceMinor === unitPriceMinor) continue;
    if (last) last.to = from - 1;
    tiers.push({ from, to: null, unitPriceMinor });
  }
  return tiers;
}
