import { z } from 'zod';

/** The header's cart badge: the number of items in the session's cart. */
export const CartAmount = z.number().int().nonnegative();
