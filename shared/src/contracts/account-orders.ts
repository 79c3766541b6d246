import { z } from 'zod';
import { Order, OrderLine, OrderStatus as OrderStatusSchema } from './checkout-orders';
import { Money } from './common';
import { withCode } from './error-codes';

/** The customer's orders (/korisnik/narudzbe), a page at a time, newest first. */
export const ACCOUNT_ORDERS_PAGE_SIZE = 10;

export const AccountOrdersQuery = z.object({
  stranica: z.coerce
    .number(withCode('INVALID_PAGE'))
    .int(withCode('INVALID_PAGE'))
    .min(1, withCode('INVALID_PAGE'))
    .default(1),
});

export const AccountOrderSummary = z.object({
  id: z.number().int(),
  broj: z.string(),
  datum: z.string(),
  status: OrderStatusSchema,
  /** Units over all lines. */
  broj_artikala: z.number().int(),
  /** The first line's product image; null when that product no longer exists. */
  url_slike: z.string().nullable(),
  ukupno: Money,
  /** Who placed it, when it is a colleague's order in a company administrator's list (issue 27); null for one's own. */
  narucilac: z.string().nullable(),
});
export type AccountOrderSummary = z.infer<typeof AccountOrderSummary>;

export const AccountOrderPage = z.object({
  narudzbe: z.array(AccountOrderSummary),
  stranica: z.number().int(),
  ukupno_stranica: z.number().int(),
});
export type AccountOrderPage = z.infer<typeof AccountOrderPage>;

export const AccountOrderParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * An order as its owner (or their company's administrator) sees it in the account: the confirmation's data, the
 * timeline and the images.
 */
export const AccountOrder = Order.extend({
  id: z.number().int(),
  /** Who placed it, when it is a colleague's order seen by a company administrator; null for one's own. */
  narucilac: z.string().nullable(),
  stavke: z.array(OrderLine.extend({ slug: z.string().nullable(), url_slike: z.string().nullable() })),
  istorija: z.array(z.object({ status: OrderStatusSchema, datum: z.string() })),
});
export type AccountOrder = z.infer<typeof AccountOrder>;

/**
 * What "order again" could not do as ordered, line by line: the price moved, less stock than ordered (some or none
 * added), or the product is no longer sold.
 */
export const OrderAgainChange = z.discriminatedUnion('vrsta', [
  z.object({ vrsta: z.literal('cijena'), naziv: z.string(), stara_cijena: Money, nova_cijena: Money }),
  z.object({ vrsta: z.literal('kolicina'), naziv: z.string(), naruceno: z.number().int(), dodano: z.number().int() }),
  z.object({ vrsta: z.literal('nema_na_stanju'), naziv: z.string() }),
  z.object({ vrsta: z.literal('ne_prodaje_se'), naziv: z.string() }),
]);
export type OrderAgainChange = z.infer<typeof OrderAgainChange>;

export const OrderAgainResponse = z.object({
  /** The cart's new item count (the header badge). */
  quantity: z.number().int(),
  promjene: z.array(OrderAgainChange),
});
export type OrderAgainResponse = z.infer<typeof OrderAgainResponse>;

/**
 * The order's document (pro-forma while unpaid, invoice once paid) as a PDF, for whoever sees the order: a download link,
 * not a JSON call, so it is not in the endpoint registry. The route and the link both use this pattern.
 */
export const ACCOUNT_ORDER_PDF_ROUTE = '/api/getMyOrderPdf/:id';
export const accountOrderPdfPath = (id: number) => ACCOUNT_ORDER_PDF_ROUTE.replace(':id', String(id));
