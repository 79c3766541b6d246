import { FieldError, type FormErrors } from '@shop/shared/forms';
import type { InputHTMLAttributes } from 'react';
import styles from './AdminSection.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form'> {
  label: string;
  /** The form's errors (`useFormErrors`): the input's id, name and aria attributes, and the error below it. */
  form: FormErrors;
  field: string;
  hint?: string;
  /** The server's refusal of this field (e.g. a taken slug), shown where the editor looks. */
  serverError?: string;
}

/** A labelled input of an uncontrolled form (read with FormData on submit), its hint and error below it. */
export function TextField({ label, form, field, hint, serverError, ...input }: TextFieldProps) {
  const props = form.fieldProps(field);
  const hintId = `${props.id}-hint`;
  const serverErrorId = `${props.id}-server-error`;
  const describedBy = [props['aria-describedby'], hint && hintId, serverError && serverErrorId].filter(Boolean);
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{label}</label>
      <input
        {...props}
        {...input}
        aria-invalid={props['aria-invalid'] ?? (serverError ? true : undefined)}
        aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError form={form} field={field} />
      {serverError && (
        <p id={serverErrorId} className={styles.error} role="alert">
          {serverError}
        </p>
      )}
    </div>
  );
}
