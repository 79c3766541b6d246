import type { z } from 'zod';
import { type FieldCodes, fieldCodes } from '../contracts/error-codes';

export type FormCheck<T> = { data: T; errors: null } | { data: null; errors: FieldCodes };

/** Checks a form's values with its shared zod schema: the data, or each field at fault with its code. */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): FormCheck<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  return { data: null, errors: fieldCodes(result.error.issues) };
}

/**
 * After `field` changed: its error is re-checked (gone once corrected, or the new problem), the other fields keep
 * theirs; a field without an error gets none while the visitor is still typing.
 */
export function recheckField(schema: z.ZodType, values: unknown, errors: FieldCodes, field: string): FieldCodes {
  if (!(field in errors)) return errors;
  const { [field]: _old, ...others } = errors;
  const now = checkForm(schema, values).errors?.[field];
  return now ? { ...others, [field]: now } : others;
}
