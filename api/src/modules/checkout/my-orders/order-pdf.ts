import { type OrderStatus, type PaymentMethod, paymentStateOf, vatIncludedMinor } from '@shop/shared/contracts';
import { languageOrDefault, translate } from '@shop/shared/i18n/core';
import { renderProformaPdf } from '../../documents';
import { r1InvoiceOf } from '../order-mapper';
import type { OrderLineRow, OrderRow } from '../order-repository';

/**
 * The order's document as a PDF, through the pro-forma's renderer: a pro-forma while the order is unpaid, an invoice
 * (Račun) once paid, in the language the customer ordered in. Shipping (and a loyalty discount) are lines of their own, and the sums are the order's as stored, so the PDF always shows
 * what the customer was charged.
 */
export function renderOrderPdf(order: OrderRow, lines: OrderLineRow[]): Promise<Uint8Array> {
  const r1 = r1InvoiceOf(order);
  const language = languageOrDefault(order.language);
  const paid = paymentStateOf(order.payment_method as PaymentMethod, order.status as OrderStatus) === 'placeno';
  return renderProformaPdf({
    number: order.number ?? String(order.id),
    language,
    issuedAt: new Date(order.created_at),
    ...(paid && { paid: true as const }),
    ...(order.payment_method === 'pouzece' && { paymentNote: translate(language, 'order.paymentNote.pouzece') }),
    // An R1 invoice is issued to the company at its registered address (one line: street, postal code and city).
    buyer: r1
      ? {
          naziv: r1.naziv_firme,
          jib: r1.jib,
          kontakt: order.customer_name,
          email: order.email,
          grad: '',
          posta: '',
          adresa: r1.adresa_firme,
          broj: order.phone,
        }
      : {
          naziv: order.customer_name,
          jib: '',
          kontakt: order.customer_name,
          email: order.email,
          grad: order.city,
          posta: order.postal_code,
          adresa: order.address,
          broj: order.phone,
        },
    lines: [
      ...lines.map((line) => ({
        name: line.product_name,
        quantity: line.quantity,
        unitPriceMinor: line.unit_price_minor,
      })),
      { name: translate(language, 'cart.shipping'), quantity: 1, unitPriceMinor: order.shipping_minor },
      // Paid with loyalty points: a line of its own, so the lines add up to the total.
      ...(order.loyalty_discount_minor > 0
        ? [
            {
              name: translate(language, 'document.loyaltyDiscount'),
              quantity: 1,
              unitPriceMinor: -order.loyalty_discount_minor,
            },
          ]
        : []),
    ],
    totals: {
      subtotal: order.subtotal_minor,
      shipping: order.shipping_minor,
      vat: vatIncludedMinor(order.total_minor),
      total: order.total_minor,
    },
  });
}
