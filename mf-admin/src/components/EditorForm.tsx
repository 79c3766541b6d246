import type { FormEvent, ReactNode } from 'react';
import styles from './AdminSection.module.css';

type FormHandler = (event: FormEvent<HTMLFormElement>) => void;

interface EditorFormProps<Input> {
  /** The form's `useFormErrors`. */
  errors: {
    onFormChange: (valuesOf: (form: HTMLFormElement) => unknown) => FormHandler;
    onFormSubmit: (valuesOf: (form: HTMLFormElement) => unknown, submit: (input: Input) => void) => FormHandler;
  };
  /** Reads the uncontrolled inputs (FormData) into what the schema checks. */
  valuesOf: (form: HTMLFormElement) => unknown;
  /** Called with the checked input; a field at fault is marked and focused instead. */
  onValid: (input: Input) => void;
  children: ReactNode;
}

/** An editor's uncontrolled form: the browser's own checks off, ours rechecked as fields change and on submit. */
export function EditorForm<Input>({ errors, valuesOf, onValid, children }: EditorFormProps<Input>) {
  return (
    <form
      className={styles.form}
      noValidate
      onChange={errors.onFormChange(valuesOf)}
      onSubmit={errors.onFormSubmit(valuesOf, onValid)}
    >
      {children}
    </form>
  );
}
