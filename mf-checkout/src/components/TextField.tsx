import { FieldError, type FormErrors } from '@shop/shared/forms';
import type { InputHTMLAttributes } from 'react';
import styles from './TextField.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id' | 'name' | 'form'> {
  label: string;
  /** The form's errors (`useFormErrors`): they give the input its id, name, aria attributes and the error below. */
  form: FormErrors;
  field: string;
  onValue: (value: string) => void;
}

/** A labelled input with its error below; an invalid one gets a red border. */
export function TextField({ label, form, field, onValue, ...input }: TextFieldProps) {
  const props = form.fieldProps(field);
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{label}</label>
      <input
        {...props}
        {...input}
        className={props['aria-invalid'] ? styles.invalid : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      <FieldError form={form} field={field} />
    </div>
  );
}
