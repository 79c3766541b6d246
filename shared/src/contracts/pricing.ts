import { z } from 'zod';
import { Money } from './common';
import { withCode } from './error-codes';

/** At most this many products per `getBuyerPrices` call (a listing page's worth). */
export const BUYER_PRICES_MAX_PRODUCTS = 60;

/** `?products=1,2,3`: the products a page shows. */
export const BuyerPricesQuery = z.object({
  products: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, withCode('INVALID_PRODUCT'))
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= BUYER_PRICES_MAX_PRODUCTS, withCode('INVALID_PRODUCT')),
});

/** The buyer's unit price from `od` pieces to `do` pieces (null: and more), KM with VAT. */
export const PriceTier = z.object({
  od: z.number().int().positive(),
  do: z.number().int().positive().nullable(),
  cijena: Money,
});
export type PriceTier = z.infer<typeof PriceTier>;

/** A product the buyer has a price list price for: the shop's price (struck through) and the buyer's tiers. */
export const BuyerPrice = z.object({
  id_proizvoda: z.number().int(),
  redovna_cijena: Money,
  cijene: z.array(PriceTier),
});
export type BuyerPrice = z.infer<typeof BuyerPrice>;

/** Only the products priced below the shop's price for this buyer; empty for a guest or a consumer. */
export const BuyerPricesResponse = z.object({ cijene: z.array(BuyerPrice) });
export type BuyerPricesResponse = z.infer<typeof BuyerPricesResponse>;
