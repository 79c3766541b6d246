import { type Cart, totalsMinor } from '@shop/shared/contracts';
import type { Language } from '@shop/shared/i18n/core';
import { inLanguage } from '../../http/language';
import { feningaToKm } from '../../lib/money';
import type { CartLineRow } from './cart-repository';

/** The price a buyer pays now, feninga with VAT: the sale price while the product is flagged as on sale. */
export function currentUnitPriceMinor(row: { price_minor: number; sale_price_minor: number | null; on_sale: number }) {
  return row.on_sale === 1 && row.sale_price_minor !== null ? row.sale_price_minor : row.price_minor;
}

export function toCart(rows: CartLineRow[], language: Language): Cart {
  const lines = rows.map((row) => ({ row, unitPriceMinor: currentUnitPriceMinor(row), quantity: row.quantity }));
  const totals = totalsMinor(lines, true);
  return {
    stavke: lines.map(({ row, unitPriceMinor, quantity }) => ({
      id_proizvoda: row.id,
      slug: row.slug,
      naziv: inLanguage(language, row.name, row.name_en),
      url_slike: row.image_url,
      dostupno: Math.max(row.stock, 0),
      kolicina: quantity,
      cijena: feningaToKm(unitPriceMinor),
      ukupno: feningaToKm(unitPriceMinor * quantity),
    })),
    broj_artikala: lines.reduce((sum, line) => sum + line.quantity, 0),
    medjuzbir: feningaToKm(totals.subtotal),
    pdv: feningaToKm(totals.vat),
    dostava: feningaToKm(totals.shipping),
    ukupno: feningaToKm(totals.total),
  };
}
