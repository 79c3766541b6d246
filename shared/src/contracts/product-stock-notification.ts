import { z } from 'zod';
import { EmailAddress } from './contact-rules';
import { withCode } from './error-codes';

/**
 * "Obavijesti me": a guest or a signed-in user leaves an email for a product that is out of stock; one email goes out
 * when its stock rises above 0, in the language of the page it was asked from (`Accept-Language`, decision 007).
 */
export const StockNotificationBody = z.object({
  id_proizvoda: z.coerce.number(withCode('INVALID_PRODUCT')).int(withCode('INVALID_PRODUCT')).positive(),
  email: EmailAddress,
});
export type StockNotificationBody = z.input<typeof StockNotificationBody>;

export const StockNotificationResponse = z.object({ status: z.literal(200) });
