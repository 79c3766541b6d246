import { z } from 'zod';
import { withCode } from '../error-codes';

/**
 * An optional English text next to a Serbian one, as staff send it (decision 019): empty or null, the shop shows the
 * Serbian text; absent (an older client, a CSV without the column), an update keeps the stored one.
 */
export const englishText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, withCode('INVALID_FIELD'))
    .nullable()
    .optional()
    .transform((text) => (text === undefined ? undefined : text || null));

/** The stored English text after an update: the one sent, or the stored one when none was sent. */
export const englishAfterUpdate = (sent: string | null | undefined, stored: string | null | undefined) =>
  sent === undefined ? (stored ?? null) : sent;

/**
 * The English of a word specifications are made of (a name "Boja", a value "Crna"), for the whole catalogue: saving
 * a Serbian word that has one already replaces its English. Compared byte for byte with specifications.
 */
export const EnglishTermInput = z.object({
  serbian: z.string().trim().min(1, withCode('ENGLISH_TERM_SERBIAN_REQUIRED')).max(255, withCode('INVALID_FIELD')),
  english: z.string().trim().min(1, withCode('ENGLISH_TERM_ENGLISH_REQUIRED')).max(255, withCode('INVALID_FIELD')),
});
export type EnglishTermInput = z.input<typeof EnglishTermInput>;

export const EnglishTerm = z.object({ id: z.number().int(), serbian: z.string(), english: z.string() });
export type EnglishTerm = z.infer<typeof EnglishTerm>;

export const EnglishTermList = z.object({ terms: z.array(EnglishTerm) });
