import type { ProformaCustomer } from '@shop/shared/contracts';
import type { OutgoingEmail } from '../../outbox/enqueue';
import { formatDate } from '../documents';

interface ProformaMail {
  number: string;
  customer: ProformaCustomer;
  validUntil: Date;
  pdf: Uint8Array;
}

/** The customer's copy and the staff's notice, both with the PDF attached. */
export function proformaEmails(
  { number, customer, validUntil, pdf }: ProformaMail,
  staffEmail: string,
): [customerCopy: OutgoingEmail, staffNotice: OutgoingEmail] {
  const attachments = [{ filename: `predracun-${number}.pdf`, content: pdf, contentType: 'application/pdf' }];
  return [
    {
      to: customer.email,
      subject: `Predračun ${number}`,
      text: [
        `Poštovani/a ${customer.kontakt},`,
        '',
        // The company's name often ends with a full stop ("d.o.o."): no sentence ends right after it.
        `u prilogu je predračun ${number} (kupac: ${customer.naziv}), koji važi do ${formatDate(validUntil)}`,
        'Za sva pitanja stojimo Vam na raspolaganju.',
        '',
        'IT Shop',
      ].join('\n'),
      attachments,
    },
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
