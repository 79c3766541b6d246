import type { InputHTMLAttributes } from 'react';
import styles from './TextField.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  invalid: boolean;
  onValue: (value: string) => void;
}

/** A labelled input; an invalid one gets a red border and aria-invalid. */
export function TextField({ label, invalid, onValue, id, ...input }: TextFieldProps) {
  return (
    <label className={styles.field} htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        {...input}
        className={invalid ? styles.invalid : undefined}
        aria-invalid={invalid || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
    </label>
  );
}
