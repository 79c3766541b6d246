import { type Cart, totalsMinor } from '@shop/shared/contracts';
import type { Language } from '@shop/shared/i18n/core';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { inLanguage } from '../../http/language';
import { feningaToKm } from '../../lib/money';
import { currentUnitPriceMinor, resolvePrices } from '../pricing';
import type { CartLineRow } from './cart-repository';

export interface PricedCartLine {
  row: CartLineRow;
  quantity: number;
  /** The buyer's price at this quantity (resolvePrices): what the cart shows and the order charges. */
  unitPriceMinor: number;
  /** The shop's price for anyone. */
  shopPriceMinor: number;
}

/**
 * The lines with the buyer's prices. A guest pays the shop's prices, which the rows already hold: no price-list reads
 * on a guest's cart (most carts), only a signed-in buyer's.
 */
export async function priceCartLines(
  db: DbOrTransaction,
  userId: number | null,
  rows: CartLineRow[],
): Promise<PricedCartLine[]> {
  const prices =
    userId === null
      ? new Map<number, { unitPriceMinor: number }>()
      : await resolvePrices(
          db,
          userId,
          rows.map((row) => ({ productId: row.id, quantity: row.quantity })),
        );
  return rows.map((row) => {
    const shopPriceMinor = currentUnitPriceMinor(row);
    const unitPriceMinor = prices.get(row.id)?.unitPriceMinor ?? shopPriceMinor;
    return { row, quantity: row.quantity, unitPriceMinor, shopPriceMinor };
  });
}

export function toCart(lines: PricedCartLine[], language: Language): Cart {
  const totals = totalsMinor(lines, true);
  return {
    stavke: lines.map(({ row, unitPriceMinor, shopPriceMinor, quantity }) => ({
      id_proizvoda: row.id,
      slug: row.slug,
      naziv: inLanguage(language, row.name, row.name_en),
      url_slike: row.image_url,
      dostupno: Math.max(row.stock, 0),
      kolicina: quantity,
      cijena: feningaToKm(unitPriceMinor),
      redovna_cijena: shopPriceMinor > unitPriceMinor ? feningaToKm(shopPriceMinor) : null,
      ukupno: feningaToKm(unitPriceMinor * quantity),
    })),
    broj_artikala: lines.reduce((sum, line) => sum + line.quantity, 0),
    medjuzbir: feningaToKm(totals.subtotal),
    pdv: feningaToKm(totals.vat),
    dostava: feningaToKm(totals.shipping),
    ukupno: feningaToKm(totals.total),
  };
}
