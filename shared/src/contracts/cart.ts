import { z } from 'zod';

/** The header's cart badge: the number of items in the session's cart. */
export const CartAmount = z.number().int().nonnegative();

/** Form fields arrive as text: coerce, then check. */
export const AddToCartBody = z.object({
  id: z.coerce.number({ error: 'Neispravan proizvod.' }).int({ error: 'Neispravan proizvod.' }).positive(),
  quantity: z.coerce
    .number({ error: 'Neispravna količina.' })
    .int({ error: 'Neispravna količina.' })
    .min(1, { error: 'Neispravna količina.' })
    .max(999, { error: 'Neispravna količina.' }),
});
export type AddToCartBody = z.infer<typeof AddToCartBody>;

/** `quantity` is the cart's new item count (the header badge). */
export const AddToCartResponse = z.object({ status: z.literal(200), quantity: CartAmount });
