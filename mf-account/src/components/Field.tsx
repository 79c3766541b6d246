import { FieldError, type FormErrors } from '@shop/shared/forms';
import type { InputHTMLAttributes } from 'react';
import styles from './Account.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form'> {
  label: string;
  /** The form's errors (`useFormErrors`): they give the input its id, name, aria attributes and the error below. */
  form: FormErrors;
  field: string;
}

/** A labelled input of an uncontrolled account form (read with FormData on submit), its error below it. */
export function Field({ label, form, field, ...input }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={form.fieldProps(field).id}>{label}</label>
      <input {...form.fieldProps(field)} {...input} />
      <FieldError form={form} field={field} />
    </div>
  );
}
