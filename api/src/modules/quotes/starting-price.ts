import type { DbOrTransaction } from '../../db/db-or-transaction';
import { type PriceLine, resolvePrices } from '../pricing';

export interface StartingProduct {
  name: string;
  stock: number;
  /** The unit price a quote line starts from, feninga with VAT. */
  priceMinor: number;
}

/**
 * The one place a quote's starting prices come from: what the request's buyer would pay for that quantity
 * (resolvePrices: their company's or group's price lists and tiers, else the shop's price, the sale price while on
 * sale). A guest's request (`userId` null) starts from the shop's price.
 */
export async function startingPrices(
  db: DbOrTransaction,
  lines: readonly PriceLine[],
  buyer: { userId: number | null },
): Promise<Map<number, StartingProduct>> {
  if (lines.length === 0) return new Map();
  const [rows, prices] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'name', 'stock'])
      .where('id', 'in', [...new Set(lines.map((line) => line.productId))])
      .execute(),
    resolvePrices(db, buyer.userId, lines),
  ]);
  return new Map(
    rows.flatMap((row) => {
      const price = prices.get(row.id);
      return price ? [[row.id, { name: row.name, stock: row.stock, priceMinor: price.unitPriceMinor }]] : [];
    }),
  );
}
