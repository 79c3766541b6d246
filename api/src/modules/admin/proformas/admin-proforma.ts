import {
  type AdminProforma,
  type AdminProformaSummary,
  effectiveQuoteState,
  type QuoteState,
  SHIPPING_FEE_MINOR,
} from '@shop/shared/contracts';
import { languageOrDefault } from '@shop/shared/i18n/core';
import { feningaToKm } from '../../../lib/money';
import { PROFORMA_VALID_DAYS, type ProformaDocument } from '../../documents';
import { proformaDocumentLines, proformaNumber, proformaTotals } from '../../proforma';
import type { ProformaItemRow, ProformaReplyRow, ProformaRow } from './admin-proforma-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const doneMark = (at: string | null, by: string | null) => (at === null ? null : { at, by: by ?? '' });

/** `total_minor` is the sum of the request's items; the pro-forma adds delivery to it, as the cart does. */
export function toAdminProformaSummary(row: ProformaRow & { total_minor: number }): AdminProformaSummary {
  return {
    id: row.id,
    number: proformaNumber(row.id, new Date(row.created_at)),
    createdAt: row.created_at,
    companyName: row.company_name,
    contactPerson: row.contact_person,
    email: row.email,
    total: feningaToKm(row.total_minor + SHIPPING_FEE_MINOR),
    answered: doneMark(row.answered_at, row.answered_by),
    quote:
      row.quote_state && row.quote_valid_until
        ? effectiveQuoteState({ state: row.quote_state as QuoteState, validUntil: row.quote_valid_until }, new Date())
        : null,
  };
}

const linesOf = (items: ProformaItemRow[]) =>
  items.map((item) => ({ name: item.product_name, unitPriceMinor: item.unit_price_minor, quantity: item.quantity }));

export function toAdminProforma(
  row: ProformaRow,
  items: ProformaItemRow[],
  replies: ProformaReplyRow[],
): AdminProforma {
  const totals = proformaTotals(linesOf(items));
  return {
    ...toAdminProformaSummary({ ...row, total_minor: totals.subtotal }),
    jib: row.jib,
    phone: row.phone,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    lines: items.map((item) => ({
      productId: item.product_id,
      name: item.product_name,
      quantity: item.quantity,
      unitPrice: feningaToKm(item.unit_price_minor),
      lineTotal: feningaToKm(item.unit_price_minor * item.quantity),
    })),
    replies: replies.map((reply) => ({ at: reply.created_at, by: reply.sent_by, message: reply.message })),
    shipping: feningaToKm(totals.shipping),
    vat: feningaToKm(totals.vat),
  };
}

/** The document the customer was emailed, rebuilt from the stored request: same number, date, prices and validity. */
export function proformaDocumentOf(row: ProformaRow, items: ProformaItemRow[]): ProformaDocument {
  const issuedAt = new Date(row.created_at);
  const language = languageOrDefault(row.language);
  return {
    number: proformaNumber(row.id, issuedAt),
    language,
    issuedAt,
    validUntil: new Date(issuedAt.getTime() + PROFORMA_VALID_DAYS * DAY_MS),
    buyer: {
      naziv: row.company_name,
      jib: row.jib,
      kontakt: row.contact_person,
      email: row.email,
      grad: row.city,
      posta: row.postal_code,
      adresa: row.address,
      broj: row.phone,
    },
    lines: proformaDocumentLines(linesOf(items), language),
    totals: proformaTotals(linesOf(items)),
  };
}
