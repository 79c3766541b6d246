import {
  discountToPoints,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  vatIncludedMinor,
} from '@shop/shared/contracts';
import { feningaToKm } from '../lib/money';
import { SELLER } from '../pdf/seller';
import type { OrderLineRow, OrderRow } from '../repositories/orders';

export function toOrder(row: OrderRow, lines: OrderLineRow[]): Order {
  const paymentMethod = row.payment_method as PaymentMethod;
  return {
    broj: row.number ?? String(row.id),
    status: row.status as OrderStatus,
    nacin_placanja: paymentMethod,
    poziv_na_broj: paymentMethod === 'uplatnica' ? row.payment_reference : null,
    uplata:
      paymentMethod === 'uplatnica'
        ? { primalac: `${SELLER.name}, ${SELLER.address}, ${SELLER.city}`, racun: SELLER.bankAccount }
        : null,
    kupac: {
      ime: row.customer_name,
      email: row.email,
      telefon: row.phone,
      adresa: row.address,
      grad: row.city,
      posta: row.postal_code,
    },
    stavke: lines.map((line) => ({
      id_proizvoda: line.product_id,
      naziv: line.product_name,
      kolicina: line.quantity,
      cijena: feningaToKm(line.unit_price_minor),
      ukupno: feningaToKm(line.unit_price_minor * line.quantity),
    })),
    medjuzbir: feningaToKm(row.subtotal_minor),
    pdv: feningaToKm(vatIncludedMinor(row.total_minor)),
    dostava: feningaToKm(row.shipping_minor),
    popust: feningaToKm(row.loyalty_discount_minor),
    bodovi_iskoristeni: discountToPoints(row.loyalty_discount_minor),
    ukupno: feningaToKm(row.total_minor),
    datum: row.created_at,
  };
}
