import { ERROR_CODES, type HttpErrorCode } from '@shop/shared/contracts';

export type ErrorParams = Record<string, string | number>;

/**
 * An expected failure: a code from the catalogue (`@shop/shared/contracts` ERROR_CODES, which fixes its HTTP status)
 * and the params its text needs. The error handler translates it into `{ message, code }` in the request's language.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: HttpErrorCode,
    readonly params?: ErrorParams,
    /** Adds `type: 'error'` to the body, for the one answer the spec describes that way (a refused addToCompare). */
    readonly typed = false,
  ) {
    super(code);
    this.name = 'HttpError';
    this.statusCode = ERROR_CODES[code];
  }
}
