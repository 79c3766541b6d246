import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { messages } from './messages';

type Issue = { code: string; path?: PropertyKey[]; input?: unknown };

/**
 * Serbian text for issues whose schema gave no message of its own (schema messages such as
 * 'Unesite ispravnu Email adresu!' always win over this per-parse fallback).
 */
function fallbackMessage(issue: Issue): string {
  const field = (issue.path ?? []).map(String).join('.');
  // Fastify hands a request without a body over as null.
  if (!field) return issue.input == null ? messages.missingRequestData : messages.badRequest;
  return issue.code === 'invalid_type' && issue.input === undefined
    ? messages.missingField(field)
    : messages.invalidField(field);
}

/** A 400 whose message is the first issue's; Fastify marks it as a validation error of this request part. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super(issues[0]?.message ?? messages.badRequest);
    this.name = 'RequestValidationError';
  }
}

/**
 * Like fastify-type-provider-zod's validatorCompiler, plus the Serbian fallback messages; the library's serializer
 * and type provider are used as they are.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: fallbackMessage });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };
