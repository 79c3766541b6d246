import { z } from 'zod';
import { ProformaCustomer } from './checkout-customer';
import { Money } from './common';
import { withCode } from './error-codes';

/**
 * The most pieces of one product a shop order (and so a cart line) may hold by default; the API's
 * ORDER_LINE_MAX_QUANTITY changes it. More goes through a pro-forma request (issue 24: one visitor emptied the stock).
 */
export const ORDER_LINE_QUANTITY_LIMIT = 10;

/** The header's cart badge: the number of items in the session's cart. */
export const CartAmount = z.number().int().nonnegative();

/** Form fields arrive as text: coerce, then check. */
export const AddToCartBody = z.object({
  id: z.coerce.number(withCode('INVALID_PRODUCT')).int(withCode('INVALID_PRODUCT')).positive(),
  quantity: z.coerce
    .number(withCode('INVALID_QUANTITY'))
    .int(withCode('INVALID_QUANTITY'))
    .min(1, withCode('INVALID_QUANTITY'))
    .max(999, withCode('INVALID_QUANTITY')),
});
export type AddToCartBody = z.infer<typeof AddToCartBody>;

/** `quantity` is the cart's new item count (the header badge). */
export const AddToCartResponse = z.object({ status: z.literal(200), quantity: CartAmount });

/**
 * One cart line; prices are re-read from the DB on every answer (KM with VAT). `cijena` is the buyer's price at the
 * line's quantity (a company's price list can lower it); `redovna_cijena` is the shop's price, set only when it is
 * higher (shown struck through).
 */
export const CartLine = z.object({
  id_proizvoda: z.number().int(),
  slug: z.string(),
  naziv: z.string(),
  url_slike: z.string(),
  /** Stock available now: the quantity input's maximum. */
  dostupno: z.number().int().nonnegative(),
  kolicina: z.number().int().positive(),
  cijena: Money,
  redovna_cijena: Money.nullable(),
  ukupno: Money,
});
export type CartLine = z.infer<typeof CartLine>;

/** The cart with its sums: goods (VAT included), the VAT share, shipping and the grand total. */
export const Cart = z.object({
  stavke: z.array(CartLine),
  broj_artikala: CartAmount,
  medjuzbir: Money,
  pdv: Money,
  dostava: Money,
  ukupno: Money,
});
export type Cart = z.infer<typeof Cart>;

const ProductId = z.coerce
  .number(withCode('INVALID_PRODUCT'))
  .int(withCode('INVALID_PRODUCT'))
  .positive(withCode('INVALID_PRODUCT'));

/** Sets a line's quantity (clamped at the stock by the server, as the quantity input does). */
export const UpdateCartLineBody = z.object({
  id_proizvoda: ProductId,
  kolicina: z
    .number(withCode('INVALID_QUANTITY'))
    .int(withCode('INVALID_QUANTITY'))
    .min(1, withCode('INVALID_QUANTITY'))
    .max(999, withCode('INVALID_QUANTITY')),
});
export const CartLineParams = z.object({ id: ProductId });

/** SPEC §7 zatraziPredracun: one product or a list, each {id_proizvoda, kolicina}. */
export const ProformaProduct = z.object({
  id_proizvoda: ProductId,
  kolicina: UpdateCartLineBody.shape.kolicina,
});
export const ProformaRequestBody = z.object({
  data: z.object(
    {
      products: z.union([
        ProformaProduct.transform((product) => [product]),
        z.array(ProformaProduct).min(1, withCode('EMPTY_CART')).max(100),
      ]),
      customer: ProformaCustomer,
    },
    withCode('FILL_ALL_FIELDS'),
  ),
});
export type ProformaRequestBody = z.input<typeof ProformaRequestBody>;
/** `broj_predracuna` (e.g. PR-2026-000042) is the number on the PDF, for the customer to quote. */
export const ProformaResponse = z.object({ status: z.literal(200), broj_predracuna: z.string() });
