import { z } from 'zod';
import { EMAIL_PATTERN } from './checkout-customer';
import { checkoutMessages } from './checkout-messages';

/** Answers of the "notify me" request that the API sends and the product card and page show. */
export const stockNotificationMessages = {
  alreadyInStock: 'Proizvod je dostupan, možete ga odmah naručiti.',
} as const;

/**
 * "Obavijesti me": a guest or a signed-in user leaves an email for a product that is out of stock; one email goes out
 * when its stock rises above 0. `jezik` is the language of the page it was asked from (and of the email).
 */
export const StockNotificationBody = z.object({
  id_proizvoda: z.coerce
    .number({ error: checkoutMessages.invalidProduct })
    .int({ error: checkoutMessages.invalidProduct })
    .positive({ error: checkoutMessages.invalidProduct }),
  email: z
    .string({ error: checkoutMessages.invalidEmail })
    .trim()
    .max(320, { error: checkoutMessages.invalidEmail })
    .regex(EMAIL_PATTERN, { error: checkoutMessages.invalidEmail }),
  jezik: z.enum(['sr', 'en']).default('sr'),
});
export type StockNotificationBody = z.input<typeof StockNotificationBody>;

export const StockNotificationResponse = z.object({ status: z.literal(200) });
