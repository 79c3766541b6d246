import { z } from 'zod';
import { BIH_PHONE_RULE, EmailAddress } from './contact-rules';
import { withCode } from './error-codes';

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
 * The contact form: the shell's contact page and the API validate with this one schema; its issues carry error
 * codes, which each side shows in the page's language.
 */
export const ContactMessageBody = z.object({
  name: trimmed(200).min(2, withCode('NAME_REQUIRED')),
  email: EmailAddress,
  phone: trimmed(50)
    .refine((phone) => phone === '' || BIH_PHONE_RULE.accepts(phone), withCode(BIH_PHONE_RULE.code))
    .optional(),
  subject: trimmed(200).min(2, withCode('SUBJECT_REQUIRED')),
  message: trimmed(5000).min(10, withCode('MESSAGE_TOO_SHORT')),
  language: z.enum(['sr', 'en']).default('sr'),
});
export type ContactMessageBody = z.input<typeof ContactMessageBody>;

export const ContactMessageResponse = z.object({ status: z.literal(200) });
