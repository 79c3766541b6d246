import { formatDate, formatPrice } from '@shop/shared/format';
import { languageOrDefault, translate } from '@shop/shared/i18n/core';
import { sitePaths } from '@shop/shared/site';
import { feningaToKm } from '../../lib/money';
import { composeEmail } from '../../outbox/email-layout';
import type { OutgoingEmail } from '../../outbox/enqueue';
import type { ProformaRow } from '../admin/proformas';
import type { QuoteLineRow, QuoteRow } from './quote-repository';
import { quoteTotalsMinor } from './quote-view';

const km = (minor: number) => formatPrice(feningaToKm(minor));

/**
 * The customer's quote: in the request's language (Serbian when it recorded none), the lines and sums, the button
 * to the quote page (its link's token) and the PDF attached.
 */
export function quoteEmail(
  proforma: ProformaRow,
  quote: { row: QuoteRow; lines: QuoteLineRow[]; number: string; token: string; pdf: Uint8Array; origin: string },
): OutgoingEmail {
  const language = languageOrDefault(proforma.language);
  const { row, lines, number } = quote;
  const revised = row.revision > 1;
  const totals = quoteTotalsMinor(
    lines.map((line) => ({ unitPriceMinor: line.unit_price_minor, quantity: line.quantity })),
    row.delivery_minor,
  );
  const validUntil = formatDate(`${row.valid_until}T00:00:00Z`, language);
  return composeEmail({
    to: proforma.email,
    subject: translate(language, revised ? 'email.quote.revisedSubject' : 'email.quote.subject', { number }),
    language,
    origin: quote.origin,
    name: proforma.contact_person,
    blocks: [
      {
        paragraph: translate(language, revised ? 'email.quote.revisedText' : 'email.quote.text', {
          number,
          company: proforma.company_name,
          validUntil,
        }),
      },
      { paragraph: translate(language, 'email.quote.terms', { paymentTerms: row.payment_terms }) },
      ...(row.note ? [{ paragraph: row.note }] : []),
      {
        items: lines.map((line) => ({
          name: line.product_name,
          quantity: line.quantity,
          amount: km(line.unit_price_minor * line.quantity),
        })),
        sums: [
          { label: translate(language, 'quote.delivery'), amount: km(totals.shipping) },
          { label: translate(language, 'email.order.total'), amount: km(totals.total), strong: true },
          { label: translate(language, 'email.order.vat'), amount: km(totals.vat) },
        ],
      },
      {
        button: {
          label: translate(language, 'email.quote.open'),
          url: quote.origin + sitePaths(language).quote(quote.token),
        },
      },
    ],
    attachments: [{ filename: `ponuda-${number}.pdf`, content: quote.pdf, contentType: 'application/pdf' }],
  });
}

/** Staff hear of what the customer did (a change asked for, accepted, declined), in Serbian like their other notices. */
export function quoteStaffNotice(
  staffEmail: string,
  quote: { number: string; company: string; what: string; message?: string },
): OutgoingEmail {
  return {
    to: staffEmail,
    subject: `Ponuda ${quote.number} (${quote.company}): ${quote.what}`,
    text: [`Ponuda ${quote.number}, kupac ${quote.company}: ${quote.what}.`, quote.message ?? '']
      .filter(Boolean)
      .join('\n\n'),
  };
}
