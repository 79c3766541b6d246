import type { ErrorBody, ErrorCode } from '@shop/shared/contracts';
import { errorMessage, type Language } from '@shop/shared/i18n/core';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { type ErrorParams, HttpError } from '../../http/http-error';
import { requestLanguage } from '../../http/language';
import { RequestValidationError } from '../../http/validation';

/** Seconds a client (or load balancer) should wait before retrying while the DB is away. */
const RETRY_AFTER_SECONDS = '5';

const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

const answer = (statusCode: number, code: ErrorCode, params?: ErrorParams) => ({ statusCode, code, params });

/** Client mistakes keep a 4xx with a code; only the server's own failures become 5xx. */
function classify(error: unknown): { statusCode: number; code: ErrorCode; params?: ErrorParams } {
  if (error instanceof HttpError) return answer(error.statusCode, error.code, error.params);
  if (isDatabaseUnavailable(error)) return answer(503, 'DATABASE_UNAVAILABLE');
  const { code, statusCode } = error as Partial<FastifyError>;
  if (code && JSON_BODY_ERRORS.has(code)) return answer(400, 'INVALID_JSON');
  // Wrong Content-Type (415 from Fastify) is a bad request like any other malformed body.
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return answer(400, 'BAD_REQUEST');
  if (statusCode && statusCode >= 400 && statusCode < 500) return answer(statusCode, 'BAD_REQUEST');
  return answer(500, 'INTERNAL');
}

/** The one place an error becomes text: `{ message, code }` (and `fields`) in the request's language. */
function errorBody(error: unknown, language: Language): { statusCode: number; body: ErrorBody } {
  if (error instanceof RequestValidationError) {
    const { code, field } = error.first;
    const message = errorMessage(language, code, { field });
    return { statusCode: 400, body: { message, code: 'VALIDATION', fields: error.fields } };
  }
  const { statusCode, code, params } = classify(error);
  const typed = error instanceof HttpError && error.typed;
  return {
    statusCode,
    body: { ...(typed && { type: 'error' as const }), message: errorMessage(language, code, params), code },
  };
}

export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const language = requestLanguage(request);
      const { statusCode, body } = errorBody(error, language);
      if (statusCode === 503) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', RETRY_AFTER_SECONDS);
      } else if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      }
      return reply.code(statusCode).header('content-language', language).send(body);
    });
  },
  { name: 'error-handler' },
);
