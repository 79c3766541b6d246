import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { RequestValidationError } from '../../http/validation';

/** Seconds a client (or load balancer) should wait before retrying while the DB is away. */
const RETRY_AFTER_SECONDS = '5';

const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

interface ErrorAnswer {
  statusCode: number;
  message: string;
}

/** Client mistakes keep a 4xx with a readable message; only the server's own failures become 5xx. */
function answerFor(error: unknown): ErrorAnswer {
  if (error instanceof RequestValidationError || error instanceof HttpError) {
    return { statusCode: error.statusCode, message: error.message };
  }
  if (isDatabaseUnavailable(error)) return { statusCode: 503, message: messages.databaseUnavailable };
  const { code, statusCode } = error as Partial<FastifyError>;
  if (code && JSON_BODY_ERRORS.has(code)) return { statusCode: 400, message: messages.invalidJson };
  // Wrong Content-Type (415 from Fastify) is a bad request like any other malformed body.
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { statusCode: 400, message: messages.badRequest };
  if (statusCode && statusCode >= 400 && statusCode < 500) return { statusCode, message: messages.badRequest };
  return { statusCode: 500, message: messages.internalError };
}

export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const answer = answerFor(error);
      if (answer.statusCode === 503) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', RETRY_AFTER_SECONDS);
      } else if (answer.statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      }
      return reply.code(answer.statusCode).send({ message: answer.message });
    });
  },
  { name: 'error-handler' },
);
