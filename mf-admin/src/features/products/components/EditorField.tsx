import { FieldError, type FormErrors } from '@shop/shared/forms';
import type { ReactNode } from 'react';
import styles from './ProductEditor.module.css';

interface EditorFieldProps {
  form: FormErrors;
  field: string;
  label: string;
  /** A line under the input: what the field is for, or what follows from it. */
  hint?: ReactNode;
  /** A refusal the server tied to this field (e.g. a slug or code another product has). */
  serverError?: string;
  /** The control, given the field's id, name and aria attributes. */
  children: (props: ReturnType<FormErrors['fieldProps']>) => ReactNode;
  wide?: boolean;
}

/** One labelled control of the product editor, with its hint and its error below it. */
export function EditorField({ form, field, label, hint, serverError, children, wide }: EditorFieldProps) {
  const props = form.fieldProps(field);
  const errorId = `${props.id}-server-error`;
  const withServerError = serverError
    ? { ...props, 'aria-invalid': true as const, 'aria-describedby': errorId }
    : props;
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={props.id}>{label}</label>
      {children(withServerError)}
      {hint && <p className={styles.hint}>{hint}</p>}
      <FieldError form={form} field={field} />
      {serverError && (
        <p id={errorId} className={styles.fieldError}>
          {serverError}
        </p>
      )}
    </div>
  );
}
