import { z } from 'zod';

/**
 * Browser settings the server holds (so a change needs no rebuild): the analytics and social-pixel IDs. Null when
 * unset, and then nothing is loaded.
 */
export const SiteConfig = z.object({
  analyticsId: z.string().nullable(),
  pixelId: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

const trimmed = (max: number) => z.string().trim().max(max);

/**
 * The contact form: the shell's contact page and the API validate with this one schema. The messages are the
 * server's Serbian answers; the page shows its own text per field (in the page's language).
 */
export const ContactMessageBody = z.object({
  name: trimmed(200).min(2, { error: 'Unesite ime i prezime.' }),
  email: z
    .string()
    .trim()
    .max(320)
    .regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/, { error: 'Unesite ispravnu Email adresu!' }),
  phone: trimmed(50)
    .regex(/^[+0-9][0-9 /-]{5,}$/, { error: 'Unesite ispravan broj telefona.' })
    .optional()
    .or(z.literal('')),
  subject: trimmed(200).min(2, { error: 'Unesite naslov poruke.' }),
  message: trimmed(5000).min(10, { error: 'Poruka mora imati najmanje 10 znakova.' }),
  language: z.enum(['sr', 'en']).default('sr'),
});
export type ContactMessageBody = z.input<typeof ContactMessageBody>;

export const ContactMessageResponse = z.object({ status: z.literal(200) });
