import type { OrderStatus, PaymentMethod, R1Invoice } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { type Language, translate } from '@shop/shared/i18n/core';
import { bankTransferRecipient } from '@shop/shared/site';
import { feningaToKm } from '../../lib/money';
import { composeEmail, type EmailBlock, type EmailItem } from '../../outbox/email-layout';
import type { OutgoingEmail } from '../../outbox/enqueue';
import { SELLER } from '../documents';

const km = (minor: number) => formatPrice(feningaToKm(minor));

/** Where the email sends the customer: the order in their account, or a guest's one-click account that claims it. */
export interface OrderAccountLink {
  kind: 'view' | 'claim';
  url: string;
}

interface OrderMail {
  number: string;
  to: string;
  name: string;
  language: Language;
  /** SITE_URL: the header's link. */
  origin: string;
  paymentMethod: PaymentMethod;
  paymentReference: string | null;
  /** The company an R1 invoice goes to, if the buyer asked for one. */
  r1?: R1Invoice;
  /** Lines with their product's picture and page (absolute URLs) when known. */
  lines: (Omit<EmailItem, 'amount'> & { unitPriceMinor: number })[];
  totals: { shipping: number; discount?: number; vat: number; total: number };
  accountLink?: OrderAccountLink;
}

const accountButton = (language: Language, link: OrderAccountLink | undefined): EmailBlock[] =>
  link ? [{ button: { label: translate(language, `email.order.${link.kind}`), url: link.url } }] : [];

/** The order confirmation: lines with pictures and prices, sums, the R1 company, payment details, the account link. */
export function orderConfirmationEmail(order: OrderMail): OutgoingEmail {
  const { language } = order;
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string>) => translate(language, key, values);
  const blocks: EmailBlock[] = [
    { paragraph: t('email.order.thanks', { number: order.number }) },
    {
      items: order.lines.map(({ unitPriceMinor, ...line }) => ({
        ...line,
        amount: km(unitPriceMinor * line.quantity),
      })),
      sums: [
        { label: t('email.order.shipping'), amount: km(order.totals.shipping) },
        ...(order.totals.discount
          ? [{ label: t('email.order.discount'), amount: `−${km(order.totals.discount)}` }]
          : []),
        { label: t('email.order.total'), amount: km(order.totals.total), strong: true },
        { label: t('email.order.vat'), amount: km(order.totals.vat) },
      ],
    },
  ];
  if (order.r1) {
    blocks.push({
      paragraph: `${t('email.order.r1')}:\n${order.r1.naziv_firme}\nJIB: ${order.r1.jib}\n${order.r1.adresa_firme}`,
    });
  }
  blocks.push({ paragraph: t(`order.paymentNote.${order.paymentMethod}`) });
  if (order.paymentMethod === 'uplatnica') {
    blocks.push({
      title: t('order.paymentInstructions'),
      facts: [
        { label: t('order.recipient'), value: bankTransferRecipient },
        { label: t('order.account'), value: SELLER.bankAccount },
        { label: t('order.amount'), value: km(order.totals.total) },
        { label: t('order.reference'), value: order.paymentReference ?? '' },
        { label: t('order.purpose'), value: t('order.purposeText', { broj: order.number }) },
      ],
    });
  }
  blocks.push({ paragraph: t('email.order.delivery') }, ...accountButton(language, order.accountLink));
  return composeEmail({
    to: order.to,
    subject: t('email.order.subject', { number: order.number }),
    language,
    origin: order.origin,
    name: order.name,
    priority: 'order',
    blocks,
  });
}

/** A shipped order's parcel: the courier, its tracking number and the courier's tracking page. */
export interface Shipment {
  courier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

export interface StatusMail {
  number: string;
  to: string;
  name: string;
  language: Language;
  origin: string;
  paymentMethod: string;
  totalMinor: number;
  shipment: Shipment | null;
  accountLink?: OrderAccountLink;
}

type NewStatus = Exclude<OrderStatus, 'nova'>;

/** What each new status tells the customer, in the order's language. */
function statusBlocks(order: StatusMail, status: NewStatus): EmailBlock[] {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string>) =>
    translate(order.language, key, values);
  const number = order.number;
  switch (status) {
    case 'potvrđena':
      return [
        { paragraph: t('email.status.potvrđena', { number }) },
        ...(order.paymentMethod === 'uplatnica' ? [{ paragraph: t('email.status.paymentRecorded') }] : []),
      ];
    case 'poslana':
      return [
        { paragraph: t('email.status.poslana', { number }) },
        ...(order.shipment ? [shipmentFacts(order.language, order.shipment)] : []),
        ...(order.paymentMethod === 'pouzece'
          ? [{ paragraph: t('email.status.payCourier', { amount: km(order.totalMinor) }) }]
          : []),
      ];
    case 'isporučena':
      return [{ paragraph: t('email.status.isporučena', { number }) }];
    case 'otkazana':
      return [
        { paragraph: t('email.status.otkazana', { number }) },
        ...(order.paymentMethod === 'pouzece' ? [] : [{ paragraph: t('email.status.refund') }]),
        { paragraph: t('email.status.questions') },
      ];
  }
}

function shipmentFacts(language: Language, shipment: Shipment): EmailBlock {
  return {
    facts: [
      { label: translate(language, 'email.shipment.courier'), value: shipment.courier },
      {
        label: translate(language, 'email.shipment.trackingNumber'),
        value: shipment.trackingNumber,
        ...(shipment.trackingUrl && { url: shipment.trackingUrl }),
      },
    ],
  };
}

/** The customer's email about an order's new status (every transition sends one: admin panel and CLI alike). */
export function orderStatusEmail(order: StatusMail, status: NewStatus): OutgoingEmail {
  const blocks = statusBlocks(order, status);
  if (status === 'poslana' && order.shipment?.trackingUrl) {
    blocks.push({
      button: { label: translate(order.language, 'email.shipment.track'), url: order.shipment.trackingUrl },
    });
  }
  return composeEmail({
    to: order.to,
    subject: translate(order.language, 'email.status.subject', {
      number: order.number,
      status: translate(order.language, `order.status.${status}`).toLocaleLowerCase(order.language),
    }),
    language: order.language,
    origin: order.origin,
    name: order.name,
    priority: 'order',
    blocks: [...blocks, ...accountButton(order.language, order.accountLink)],
  });
}
