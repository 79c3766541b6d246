import { z } from 'zod';
import { DeliveryDetails, R1Invoice } from './checkout-customer';
import { Money } from './common';
import { withCode } from './error-codes';
import { PAYMENT_STATES } from './payment-state';

/** SPEC §9: shipping 10.00 KM (feninga); prices include 17 % VAT. */
export const SHIPPING_FEE_MINOR = 1_000;
export const VAT_PERCENT = 17;

/** nova → potvrđena → poslana → isporučena; any state before delivery may become otkazana (stock returns). */
export const ORDER_STATUSES = ['nova', 'potvrđena', 'poslana', 'isporučena', 'otkazana'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** pouzeće (cash on delivery), uplatnica (bank transfer), kartica (card through the payment provider). */
export const PAYMENT_METHODS = ['pouzece', 'uplatnica', 'kartica'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/**
 * A card's "valid through" date as the shopper may write it, MM/YY (as cards print it), MMYY or MM/YYYY (spaces
 * ignored); passed on as MM/YY, the one form the payment provider reads.
 */
export const CardExpiry = z
  .string(withCode('INVALID_CARD_EXPIRY'))
  .transform((text) => text.replace(/\s/g, ''))
  .pipe(z.string().regex(/^(0[1-9]|1[0-2])\/?(\d{2}|20\d{2})$/, withCode('INVALID_CARD_EXPIRY')))
  .transform((text) => {
    const digits = text.replace('/', '');
    return `${digits.slice(0, 2)}/${digits.slice(-2)}`;
  });

/** The cardholder's name as printed on the card. */
const CardholderName = z
  .string(withCode('CARD_NAME_REQUIRED'))
  .trim()
  .min(1, withCode('CARD_NAME_REQUIRED'))
  .max(100, withCode('CARD_NAME_REQUIRED'));

/** Card data goes to the payment provider only; the shop never stores it. */
export const CardDetails = z.object({
  broj: z
    .string(withCode('INVALID_CARD'))
    .transform((text) => text.replace(/[ -]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, withCode('INVALID_CARD'))),
  ime_na_kartici: CardholderName,
  vazi_do: CardExpiry,
  cvc: z.string(withCode('INVALID_CARD')).regex(/^\d{3,4}$/, withCode('INVALID_CARD')),
});
export type CardDetails = z.infer<typeof CardDetails>;

/** The card fields of the /plati form. */
export type CardField = keyof z.input<typeof CardDetails>;

/**
 * One checkout attempt's key, made by the payment page at its first submit and sent again with every retry of that
 * attempt: the API places at most one order per key and answers a repeat with that order.
 */
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, withCode('INVALID_ORDER_KEY'));

/** Loyalty points to redeem on the order (signed-in users; the rules are in `LOYALTY`); 0 or absent: none. */
const RedeemedPoints = z
  .number(withCode('INVALID_POINTS'))
  .int(withCode('INVALID_POINTS'))
  .min(0, withCode('INVALID_POINTS'))
  .max(100_000_000, withCode('INVALID_POINTS'))
  .optional();

/** The buyer accepts the terms of use (the /plati checkbox); the API refuses an order without it. */
export const CheckoutTerms = z.object({ uslovi: z.literal(true, withCode('TERMS_REQUIRED')) });

/** What every order carries besides its payment method: `r1` only when the buyer asked for an R1 invoice. */
const orderFields = {
  kupac: DeliveryDetails,
  r1: R1Invoice.optional(),
  bodovi: RedeemedPoints,
  idempotency_key: IdempotencyKey.optional(),
  ...CheckoutTerms.shape,
};

export const PlaceOrderBody = z.discriminatedUnion(
  'nacin_placanja',
  [
    z.object({ nacin_placanja: z.literal('pouzece'), ...orderFields }),
    z.object({ nacin_placanja: z.literal('uplatnica'), ...orderFields }),
    z.object({ nacin_placanja: z.literal('kartica'), kartica: CardDetails, ...orderFields }),
  ],
  withCode('PAYMENT_METHOD_REQUIRED'),
);
export type PlaceOrderBody = z.input<typeof PlaceOrderBody>;

/** Who receives an order: the delivery contact as the order stores it. */
export const OrderContact = z.object({
  ime: z.string(),
  email: z.string(),
  telefon: z.string(),
  adresa: z.string(),
  grad: z.string(),
  posta: z.string(),
});

export const OrderLine = z.object({
  id_proizvoda: z.number().int(),
  naziv: z.string(),
  kolicina: z.number().int(),
  cijena: Money,
  ukupno: Money,
});
export type OrderLine = z.infer<typeof OrderLine>;

/** The parcel, once the order is "poslana": the courier, its tracking number and the courier's tracking page. */
export const OrderParcel = z.object({ kurir: z.string(), broj: z.string(), link: z.string().nullable() });
export type OrderParcel = z.infer<typeof OrderParcel>;

export const Order = z.object({
  broj: z.string(),
  status: OrderStatus,
  nacin_placanja: PaymentMethod,
  /** Card: paid (approved and charged) at placement; cash on delivery and bank transfer: what the buyer still does. */
  stanje_placanja: z.enum(PAYMENT_STATES),
  /** Bank transfer: the reference number (poziv na broj) the payment must carry. */
  poziv_na_broj: z.string().nullable(),
  /** Bank transfer: who to pay and the account. */
  uplata: z.object({ primalac: z.string(), racun: z.string() }).nullable(),
  kupac: OrderContact,
  /** The company the R1 invoice is issued to; null for a private buyer. */
  r1: R1Invoice.nullable(),
  stavke: z.array(OrderLine),
  medjuzbir: Money,
  pdv: Money,
  dostava: Money,
  /** The discount paid with loyalty points (KM; 0 when none): `ukupno` = `medjuzbir` + `dostava` − `popust`. */
  popust: Money,
  /** The loyalty points redeemed on the order (0 when none). */
  bodovi_iskoristeni: z.number().int().nonnegative(),
  ukupno: Money,
  datum: z.string(),
  posiljka: OrderParcel.nullable(),
});
export type Order = z.infer<typeof Order>;

/**
 * A signed-in user's delivery details for /plati: their default delivery address (address book), else their last
 * order's, else their name and email.
 */
export const DeliveryPrefill = z
  .object({
    ime: z.string(),
    email: z.string(),
    telefon: z.string(),
    adresa: z.string(),
    grad: z.string(),
    posta: z.string(),
  })
  .nullable();
export type DeliveryPrefill = z.infer<typeof DeliveryPrefill>;

export const OrderParams = z.object({ broj: z.string().trim().min(1).max(32) });
export const OrderPlaced = z.object({ status: z.literal(200), broj: z.string() });
export type OrderPlaced = z.infer<typeof OrderPlaced>;

/** The payment methods this shop takes right now (card only with a payment provider configured). */
export const PaymentMethods = z.object({ nacini_placanja: z.array(PaymentMethod) });
export type PaymentMethods = z.infer<typeof PaymentMethods>;

const NEXT_STATUS: Record<OrderStatus, OrderStatus | null> = {
  nova: 'potvrđena',
  potvrđena: 'poslana',
  poslana: 'isporučena',
  isporučena: null,
  otkazana: null,
};

/** Orders move one step forward, or are cancelled before delivery. */
export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'otkazana') return from !== 'isporučena' && from !== 'otkazana';
  return NEXT_STATUS[from] === to;
}
