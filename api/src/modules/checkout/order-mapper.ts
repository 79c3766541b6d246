import {
  discountToPoints,
  type Order,
  type OrderLine,
  type OrderStatus,
  type PaymentMethod,
  paymentStateOf,
  type R1Invoice,
  vatIncludedMinor,
} from '@shop/shared/contracts';
import { bankTransferRecipient, formatBankAccount } from '@shop/shared/site';
import { feningaToKm } from '../../lib/money';
import type { OrderLineRow, OrderRow } from './order-repository';

/** The company an order's R1 invoice goes to; null for a private buyer. */
export function r1InvoiceOf(row: OrderRow): R1Invoice | null {
  if (row.r1_company_name === null || row.r1_jib === null || row.r1_company_address === null) return null;
  return { naziv_firme: row.r1_company_name, jib: row.r1_jib, adresa_firme: row.r1_company_address };
}

/** A stored line (an order's, or a line waiting for approval) as the contracts show it: unit price and line total. */
export function toOrderLine(line: {
  product_id: number;
  product_name: string;
  quantity: number;
  unit_price_minor: number;
}): OrderLine {
  return {
    id_proizvoda: line.product_id,
    naziv: line.product_name,
    kolicina: line.quantity,
    cijena: feningaToKm(line.unit_price_minor),
    ukupno: feningaToKm(line.unit_price_minor * line.quantity),
  };
}

export function toOrder(row: OrderRow, lines: OrderLineRow[]): Order {
  const paymentMethod = row.payment_method as PaymentMethod;
  const status = row.status as OrderStatus;
  return {
    broj: row.number ?? String(row.id),
    status,
    nacin_placanja: paymentMethod,
    stanje_placanja: paymentStateOf(paymentMethod, status),
    poziv_na_broj: paymentMethod === 'uplatnica' ? row.payment_reference : null,
    uplata: paymentMethod === 'uplatnica' ? { primalac: bankTransferRecipient, racun: formatBankAccount() } : null,
    kupac: {
      ime: row.customer_name,
      email: row.email,
      telefon: row.phone,
      adresa: row.address,
      grad: row.city,
      posta: row.postal_code,
    },
    r1: r1InvoiceOf(row),
    stavke: lines.map(toOrderLine),
    medjuzbir: feningaToKm(row.subtotal_minor),
    pdv: feningaToKm(vatIncludedMinor(row.total_minor)),
    dostava: feningaToKm(row.shipping_minor),
    popust: feningaToKm(row.loyalty_discount_minor),
    bodovi_iskoristeni: discountToPoints(row.loyalty_discount_minor),
    ukupno: feningaToKm(row.total_minor),
    datum: row.created_at,
    posiljka:
      row.courier && row.tracking_number
        ? { kurir: row.courier, broj: row.tracking_number, link: row.tracking_url }
        : null,
  };
}
