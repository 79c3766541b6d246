import type { OrderStatus, PaymentMethod, R1Invoice } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { translate } from '@shop/shared/i18n/core';
import { bankTransferRecipient } from '@shop/shared/site';
import { feningaToKm } from '../../lib/money';
import type { OutgoingEmail } from '../../outbox/enqueue';
import { SELLER } from '../documents';
import type { NewOrderLine } from './order-repository';

interface OrderMail {
  number: string;
  to: string;
  name: string;
  paymentMethod: PaymentMethod;
  paymentReference: string | null;
  /** The company an R1 invoice goes to, if the buyer asked for one. */
  r1?: R1Invoice;
  lines: NewOrderLine[];
  totals: { shipping: number; discount?: number; vat: number; total: number };
}

const km = (minor: number) => formatPrice(feningaToKm(minor));

/** The order confirmation: lines, sums, the R1 invoice's company and, for a bank transfer, the payment instructions. */
export function orderConfirmationEmail(order: OrderMail): OutgoingEmail {
  const transfer =
    order.paymentMethod === 'uplatnica'
      ? [
          '',
          `${translate('sr', 'order.paymentInstructions')}:`,
          `${translate('sr', 'order.recipient')}: ${bankTransferRecipient}`,
          `${translate('sr', 'order.account')}: ${SELLER.bankAccount}`,
          `${translate('sr', 'order.amount')}: ${km(order.totals.total)}`,
          `${translate('sr', 'order.reference')}: ${order.paymentReference}`,
          `${translate('sr', 'order.purpose')}: ${translate('sr', 'order.purposeText', { broj: order.number })}`,
        ]
      : [];
  const invoice = order.r1
    ? ['', 'R1 račun glasi na:', order.r1.naziv_firme, `JIB: ${order.r1.jib}`, order.r1.adresa_firme]
    : [];
  return {
    to: order.to,
    priority: 'order',
    subject: `Potvrda narudžbe ${order.number}`,
    text: [
      `Poštovani/a ${order.name},`,
      '',
      `hvala na narudžbi. Broj narudžbe: ${order.number}.`,
      '',
      ...order.lines.map(
        (line) => `${line.quantity} × ${line.productName}: ${km(line.unitPriceMinor * line.quantity)}`,
      ),
      `Dostava: ${km(order.totals.shipping)}`,
      ...(order.totals.discount ? [`Popust (loyalty bodovi): −${km(order.totals.discount)}`] : []),
      `Ukupno (PDV uključen, od toga PDV ${km(order.totals.vat)}): ${km(order.totals.total)}`,
      ...invoice,
      '',
      translate('sr', `order.paymentNote.${order.paymentMethod}`),
      ...transfer,
      '',
      'Isporuka 2-5 radnih dana.',
      'IT Shop',
    ].join('\n'),
  };
}

/** What each new status tells the customer (orders record no language: Serbian, like the confirmation). */
const STATUS_MAIL: Record<Exclude<OrderStatus, 'nova'>, { subject: string; lines: (order: StatusMail) => string[] }> = {
  potvrđena: {
    subject: 'je potvrđena',
    lines: (order) => [
      `Vaša narudžba ${order.number} je potvrđena i pripremamo je za slanje.`,
      ...(order.paymentMethod === 'uplatnica' ? ['Vaša uplata je evidentirana.'] : []),
    ],
  },
  poslana: {
    subject: 'je poslana',
    lines: (order) => [
      `Vaša narudžba ${order.number} je predata kuriru. Isporuka 2-5 radnih dana.`,
      ...(order.paymentMethod === 'pouzece' ? [`Iznos za plaćanje kuriru: ${km(order.totalMinor)}.`] : []),
    ],
  },
  isporučena: {
    subject: 'je isporučena',
    lines: (order) => [`Vaša narudžba ${order.number} je isporučena. Hvala na kupovini!`],
  },
  otkazana: {
    subject: 'je otkazana',
    lines: (order) => [
      `Vaša narudžba ${order.number} je otkazana.`,
      ...(order.paymentMethod === 'pouzece' ? [] : ['Ako je narudžba već plaćena, iznos ćemo Vam vratiti.']),
      'Za sva pitanja odgovorite na ovaj email.',
    ],
  },
};

interface StatusMail {
  number: string;
  to: string;
  name: string;
  paymentMethod: string;
  totalMinor: number;
}

/** The customer's email about an order's new status (every transition sends one: admin panel and CLI alike). */
export function orderStatusEmail(order: StatusMail, status: Exclude<OrderStatus, 'nova'>): OutgoingEmail {
  const mail = STATUS_MAIL[status];
  return {
    to: order.to,
    priority: 'order',
    subject: `Narudžba ${order.number} ${mail.subject}`,
    text: [`Poštovani/a ${order.name},`, '', ...mail.lines(order), '', 'IT Shop'].join('\n'),
  };
}
