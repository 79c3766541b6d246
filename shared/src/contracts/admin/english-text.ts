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
