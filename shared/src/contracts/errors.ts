import { z } from 'zod';
import { ERROR_CODES, type ErrorCode as ErrorCodeName } from './error-codes';

// The schemas of the error catalogue (error-codes.ts, which needs no zod: the browser's start-up path reads it).

export type ErrorCode = ErrorCodeName;
export const ErrorCode = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

/**
 * Every 4xx/5xx body: the text in the request's language (`Accept-Language`), the code, and for a `VALIDATION`
 * answer each field at fault with its code.
 */
export const ErrorBody = z.object({
  /** Only on a refused addToCompare: SPEC §7 describes that answer as "an object with type 'error' and a message". */
  type: z.literal('error').optional(),
  message: z.string(),
  code: ErrorCode,
  fields: z.record(z.string(), ErrorCode).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
