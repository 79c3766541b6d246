import type { InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError';
import styles from './TextField.module.css';
import type { FormErrors } from './useFormErrors';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form'> {
  label: string;
  /** The form's errors (`useFormErrors`): they give the input its id, name, aria attributes and the error below. */
  form: FormErrors;
  field: string;
  /** Each change's value, for a form that holds its values; an uncontrolled form reads FormData on submit instead. */
  onValue?: (value: string) => void;
  /** A line of help below the input. */
  hint?: string;
  /** The server's refusal of this field (e.g. a taken slug), shown where the user looks. */
  serverError?: string;
}

/** A labelled input with its hint and error below it; an invalid one gets a red border. */
export function TextField({ label, form, field, onValue, hint, serverError, onChange, ...input }: TextFieldProps) {
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
        onChange={(event) => {
          onChange?.(event);
          onValue?.(event.target.value);
        }}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError form={form} field={field} />
      {serverError && (
        <p id={serverErrorId} className={styles.serverError} role="alert">
          {serverError}
        </p>
      )}
    </div>
  );
}
