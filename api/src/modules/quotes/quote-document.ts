import { languageOrDefault, translate } from '@shop/shared/i18n/core';
import type { ProformaRow } from '../admin/proformas';
import { type ProformaDocument, renderProformaPdf } from '../documents';
import type { QuoteLineRow, QuoteRow } from './quote-repository';
import { quoteNumber, quoteTotalsMinor } from './quote-view';

/** The quote as a PDF in the request's language (the pro-forma's layout, titled Ponuda/Quote): lines, delivery as a line, validity, payment terms. */
export function renderQuotePdf(quote: QuoteRow, proforma: ProformaRow, lines: QuoteLineRow[]): Promise<Uint8Array> {
  const priced = lines.map((line) => ({
    name: line.product_name,
    quantity: line.quantity,
    unitPriceMinor: line.unit_price_minor,
  }));
  const language = languageOrDefault(proforma.language);
  const document: ProformaDocument = {
    quote: true,
    language,
    number: quoteNumber(proforma),
    issuedAt: new Date(quote.sent_at),
    // The last valid day, as a date (no time of day).
    validUntil: new Date(`${quote.valid_until}T00:00:00Z`),
    paymentNote: [translate(language, 'document.paymentTerms', { terms: quote.payment_terms }), quote.note]
      .filter(Boolean)
      .join('\n'),
    buyer: {
      naziv: proforma.company_name,
      jib: proforma.jib,
      kontakt: proforma.contact_person,
      email: proforma.email,
      grad: proforma.city,
      posta: proforma.postal_code,
      adresa: proforma.address,
      broj: proforma.phone,
    },
    lines: [
      ...priced,
      { name: translate(language, 'cart.shipping'), quantity: 1, unitPriceMinor: quote.delivery_minor },
    ],
    totals: quoteTotalsMinor(priced, quote.delivery_minor),
  };
  return renderProformaPdf(document);
}
