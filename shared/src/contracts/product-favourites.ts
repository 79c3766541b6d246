import { z } from 'zod';
import { ProductSummary } from './catalog';
import { withCode } from './error-codes';

/** SPEC §7: form data {id}. */
export const FavouriteBody = z.object({
  id: z.coerce.number(withCode('INVALID_PRODUCT')).int(withCode('INVALID_PRODUCT')).positive(),
});
export type FavouriteBody = z.infer<typeof FavouriteBody>;

/** SPEC §3/§7: the signed-in user's favourites (newest first) and how many there are. */
export const FavouritesResponse = z.object({
  length: z.number().int().nonnegative(),
  items: z.array(ProductSummary),
});
export type FavouritesResponse = z.infer<typeof FavouritesResponse>;
