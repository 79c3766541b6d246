import styles from './FieldError.module.css';
import type { FormErrors } from './useFormErrors';

/** The error under a field; its id is the input's aria-describedby (`form.fieldProps(field)`). */
export function FieldError({ form, field }: { form: FormErrors; field: string }) {
  const text = form.text(field);
  if (!text) return null;
  return (
    <p id={form.errorId(field)} className={styles.error}>
      {text}
    </p>
  );
}

/**
 * The form's live region: a screen reader announces the first field's problem when it appears (the text itself is
 * already shown next to that field, so here it is visually hidden), or a refusal of the whole form (`error`, e.g. the
 * server's `ApiError.message`), shown as it is.
 */
export function FormErrorSummary({ form, error }: { form: FormErrors; error?: string }) {
  const message = form.summary ?? error;
  return (
    // Always rendered: a live region announces what is put into it, not what it was born with.
    <p role="alert" className={form.summary || !message ? styles.hidden : styles.summary}>
      {message}
    </p>
  );
}
