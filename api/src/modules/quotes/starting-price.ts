import type { DbOrTransaction } from '../../db/db-or-transaction';
import { currentUnitPriceMinor } from '../cart';

export interface StartingProduct {
  name: string;
  stock: number;
  /** The unit price a quote line starts from, feninga with VAT. */
  priceMinor: number;
}

/**
 * The one place a quote's starting prices come from: today the product's regular price for anyone (the sale price
 * while on sale, as the cart charges). Price lists (issue 27's other half) plug in here: resolve the price for the
 * request's buyer (`buyer.userId`) and quantity instead.
 */
export async function startingPrices(
  db: DbOrTransaction,
  productIds: number[],
  _buyer: { userId: number | null },
): Promise<Map<number, StartingProduct>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'stock', 'price_minor', 'sale_price_minor', 'on_sale'])
    .where('id', 'in', productIds)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { name: row.name, stock: row.stock, priceMinor: currentUnitPriceMinor(row) }]),
  );
}
