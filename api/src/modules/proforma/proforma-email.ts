import type { ProformaCustomer, TotalsMinor } from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import { type Language, translate } from '@shop/shared/i18n/core';
import { feningaToKm } from '../../lib/money';
import { composeEmail, type EmailBlock } from '../../outbox/email-layout';
import type { OutgoingEmail } from '../../outbox/enqueue';

interface ProformaMail {
  number: string;
  customer: ProformaCustomer;
  validUntil: Date;
  pdf: Uint8Array;
  /** The document's lines (delivery included, named in the email's language) and sums, as the PDF prints them. */
  lines: { name: string; quantity: number; unitPriceMinor: number }[];
  totals: TotalsMinor;
}

const km = (minor: number) => formatPrice(feningaToKm(minor));

/**
 * The customer's copy (HTML with a text part, in the language of the page it was asked from; a guest's ends with
 * the one-click account invitation) and the staff's notice, both with the PDF attached.
 */
export function proformaEmails(
  { number, customer, validUntil, pdf, lines, totals }: ProformaMail,
  staffEmail: string,
  context: { language: Language; origin: string; invite?: string },
): [customerCopy: OutgoingEmail, staffNotice: OutgoingEmail] {
  const { language } = context;
  const attachments = [{ filename: `predracun-${number}.pdf`, content: pdf, contentType: 'application/pdf' }];
  const blocks: EmailBlock[] = [
    {
      paragraph: translate(language, 'email.proforma.text', {
        number,
        company: customer.naziv,
        validUntil: formatDate(validUntil.toISOString(), language),
      }),
    },
    {
      items: lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        amount: km(line.unitPriceMinor * line.quantity),
      })),
      sums: [
        { label: translate(language, 'email.order.total'), amount: km(totals.total), strong: true },
        { label: translate(language, 'email.order.vat'), amount: km(totals.vat) },
      ],
    },
    ...(context.invite ? [{ paragraph: context.invite }] : []),
  ];
  return [
    composeEmail({
      to: customer.email,
      subject: translate(language, 'email.proforma.subject', { number }),
      language,
      origin: context.origin,
      name: customer.kontakt,
      blocks,
      attachments,
    }),
    {
      to: staffEmail,
      subject: `Novi upit za predračun ${number}: ${customer.naziv}`,
      text: [
        `Firma: ${customer.naziv} (JIB ${customer.jib})`,
        `Kontakt: ${customer.kontakt}, ${customer.email}, ${customer.broj}`,
        `Adresa: ${customer.adresa}, ${customer.posta} ${customer.grad}`,
      ].join('\n'),
      attachments,
    },
  ];
}
