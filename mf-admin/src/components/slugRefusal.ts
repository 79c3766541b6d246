import { ApiError } from '@shop/shared/api-client';

/**
 * Splits a failed save of a record with a slug: a taken slug (SLUG_IN_USE) is shown under the slug field, where the
 * editor looks; any other refusal goes to the form's error summary.
 */
export function slugRefusal(error: unknown): { slugError?: string; formError?: string } {
  if (!(error instanceof ApiError)) return {};
  return error.code === 'SLUG_IN_USE' ? { slugError: error.message } : { formError: error.message };
}
