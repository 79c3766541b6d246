import {
  type AccountQuoteSummary,
  type Quote,
  type QuoteLine,
  totalsMinor,
  vatIncludedMinor,
} from '@shop/shared/contracts';
import { feningaToKm } from '../../lib/money';
import type { ProformaRow } from '../admin/proformas';
import { proformaNumber } from '../proforma';
import type { QuoteLineRow, QuoteMessageRow, QuoteRow, VisibleQuoteRequest } from './quote-repository';
import { quoteStateOf } from './quote-state';

/** PO-2026-000042: the request's number (PR-…) with PO- (ponuda), so staff find one from the other. */
export const quoteNumber = (proforma: Pick<ProformaRow, 'id' | 'created_at'>) =>
  proformaNumber(proforma.id, new Date(proforma.created_at)).replace(/^PR-/, 'PO-');

/** The sums in feninga: the lines plus the quote's own delivery cost; VAT included. */
export function quoteTotalsMinor(lines: { unitPriceMinor: number; quantity: number }[], deliveryMinor: number) {
  const { subtotal } = totalsMinor(lines, false);
  const total = subtotal + deliveryMinor;
  return { subtotal, shipping: deliveryMinor, vat: vatIncludedMinor(total), total };
}

export const toQuoteLine = (line: QuoteLineRow): QuoteLine => ({
  productId: line.product_id,
  name: line.product_name,
  quantity: line.quantity,
  startingPrice: feningaToKm(line.starting_price_minor),
  unitPrice: feningaToKm(line.unit_price_minor),
  lineTotal: feningaToKm(line.unit_price_minor * line.quantity),
  reason: line.price_reason,
});

export function toQuote(
  loaded: {
    quote: QuoteRow;
    proforma: ProformaRow;
    lines: QuoteLineRow[];
    messages: QuoteMessageRow[];
    orderNumber: string | null;
  },
  now: Date,
): Quote {
  const { quote, proforma, lines } = loaded;
  const totals = quoteTotalsMinor(
    lines.map((line) => ({ unitPriceMinor: line.unit_price_minor, quantity: line.quantity })),
    quote.delivery_minor,
  );
  return {
    number: quoteNumber(proforma),
    state: quoteStateOf(quote, now),
    revision: quote.revision,
    sentAt: quote.sent_at,
    validUntil: quote.valid_until,
    companyName: proforma.company_name,
    contactPerson: proforma.contact_person,
    lines: lines.map(toQuoteLine),
    subtotal: feningaToKm(totals.subtotal),
    delivery: feningaToKm(totals.shipping),
    total: feningaToKm(totals.total),
    vat: feningaToKm(totals.vat),
    paymentTerms: quote.payment_terms,
    note: quote.note,
    messages: loaded.messages.map((message) => ({
      author: message.author === 'staff' ? 'staff' : 'customer',
      message: message.message,
      at: message.created_at,
    })),
    orderNumber: loaded.orderNumber,
  };
}

/** A row of the account's list; `requestedBy` only for a colleague's request (the viewer's own shows no name). */
export function toAccountQuoteSummary(row: VisibleQuoteRequest, viewerId: number, now: Date): AccountQuoteSummary {
  const { state, valid_until: validUntil } = row;
  const quoted = state !== null && validUntil !== null;
  return {
    id: row.id,
    requestNumber: proformaNumber(row.id, new Date(row.created_at)),
    quoteNumber: quoted ? quoteNumber(row) : null,
    requestedAt: row.created_at,
    companyName: row.company_name,
    requestedBy: row.user_id === viewerId ? null : row.requestedBy,
    state: quoted ? quoteStateOf({ state, valid_until: validUntil }, now) : null,
    total: feningaToKm(quoted ? row.quoteLinesMinor + (row.delivery_minor ?? 0) : row.requestLinesMinor),
    validUntil: quoted ? validUntil : null,
  };
}
