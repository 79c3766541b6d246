import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { FieldCodes } from '../contracts/error-codes';
import { errorMessage } from '../i18n/errorMessage';
import { useTranslation } from '../i18n/useTranslation';
import { checkForm, recheckField } from './formErrors';

/**
 * A form's errors, shown the same way in every form: each next to its field (`fieldProps` + `FieldError`), cleared
 * when that field is corrected (`recheck` on change), announced to screen readers (aria-invalid, aria-describedby,
 * and `summary` for a live region or alert). Codes come from the shared zod schema, as on the server, and are shown
 * in the page's language. `idPrefix` keeps the ids unique on the page.
 */
export function useFormErrors<S extends z.ZodType>(schema: S, idPrefix: string) {
  const { language } = useTranslation();
  const [errors, setErrors] = useState<FieldCodes>({});

  const text = (field: string): string | undefined => {
    const code = errors[field];
    return code && errorMessage(language, code, { field });
  };
  const fieldId = (field: string) => `${idPrefix}-${field}`;
  const errorId = (field: string) => `${fieldId(field)}-error`;
  const firstField = Object.keys(errors)[0];

  /**
   * The valid data; or, after marking every field at fault and moving the focus to the first, no data and the
   * first field's message (for a form that also shows it as an alert).
   */
  const validate = (values: unknown): { data: z.output<S>; summary?: undefined } | { data: null; summary: string } => {
    const { data, errors: found } = checkForm(schema, values);
    setErrors(found ?? {});
    if (!found) return { data };
    const [first = '', code = 'BAD_REQUEST'] = Object.entries(found)[0] ?? [];
    document.getElementById(fieldId(first))?.focus();
    return { data: null, summary: errorMessage(language, code, { field: first }) };
  };

  return {
    errors,
    validate,
    /** For an uncontrolled `<form onSubmit>`: checks the form's values and hands valid data (and the form) on. */
    onFormSubmit:
      (valuesOf: (form: HTMLFormElement) => unknown, submit: (data: z.output<S>, form: HTMLFormElement) => void) =>
      (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = event.currentTarget;
        const { data } = validate(valuesOf(form));
        if (data) submit(data, form);
      },
    /** Call with the form's values whenever `field` changes. */
    recheck(field: string, values: unknown) {
      setErrors((current) => recheckField(schema, values, current, field));
    },
    /** For an uncontrolled `<form onChange>`: rechecks the changed field with the form's values. */
    onFormChange: (valuesOf: (form: HTMLFormElement) => unknown) => (event: FormEvent<HTMLFormElement>) => {
      const { name } = event.target as Partial<HTMLInputElement>;
      if (!name) return;
      // Read now: React runs a queued updater later, when the event's currentTarget is already null.
      const values = valuesOf(event.currentTarget);
      setErrors((current) => recheckField(schema, values, current, name));
    },
    clear: () => setErrors({}),
    /** The first field's message: what the summary announces. */
    summary: firstField === undefined ? undefined : text(firstField),
    /** The text under `field`, if it has an error. */
    text,
    errorId,
    /** id, name and the aria attributes that tie the input to its error. */
    fieldProps: (field: string) => ({
      id: fieldId(field),
      name: field,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? errorId(field) : undefined,
    }),
  };
}

export type FormErrors = ReturnType<typeof useFormErrors>;
