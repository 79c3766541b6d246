import { type ErrorCode, type FieldCodes, fieldCodes, issueCode } from '@shop/shared/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

type Issue = { code: string; path?: PropertyKey[]; input?: unknown };

/**
 * The code of an issue whose schema gave none of its own (the shared schemas' codes, such as INVALID_EMAIL, always
 * win over this per-parse fallback).
 */
function fallbackCode(issue: Issue): ErrorCode {
  // Fastify hands a request without a body over as null.
  if (!issue.path?.length) return issue.input == null ? 'MISSING_REQUEST_DATA' : 'BAD_REQUEST';
  return issue.code === 'invalid_type' && issue.input === undefined ? 'MISSING_FIELD' : 'INVALID_FIELD';
}

/**
 * A 400 `VALIDATION` answer: the message is the first issue's text (its field named for MISSING_FIELD and
 * INVALID_FIELD), `fields` maps each field at fault to its code. Fastify marks it as a validation error.
 */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'VALIDATION';
  /** The first issue: what `message` says. */
  readonly first: { code: ErrorCode; field: string };
  readonly fields: FieldCodes;
  constructor(issues: z.core.$ZodIssue[]) {
    const [issue] = issues;
    const first = { code: issue ? issueCode(issue) : 'BAD_REQUEST', field: issue?.path.map(String).join('.') ?? '' };
    super(first.code);
    this.name = 'RequestValidationError';
    this.first = first;
    this.fields = fieldCodes(issues);
  }
}

/**
 * Like fastify-type-provider-zod's validatorCompiler, plus the fallback codes; the library's serializer and type
 * provider are used as they are.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: fallbackCode });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };
