import { showAlert } from '@shop/shared/alerts';
import { callApi } from '@shop/shared/api-client';
import { ContactMessageBody, endpoints } from '@shop/shared/contracts';
import { type MessageKey, useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import styles from './ContactForm.module.css';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, MessageKey>>;

/** The first problem per field, as the page's own text (the schema's messages are the server's Serbian ones). */
function fieldErrors(issues: { path: PropertyKey[] }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field;
    if (FIELDS.includes(field)) errors[field] ??= `contact.error.${field}`;
  }
  return errors;
}

/** Validated with the same zod schema as the API; sent messages are stored and queued as an email to staff. */
export function ContactForm() {
  const { t, language } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useMutation({
    mutationFn: (body: ContactMessageBody) => callApi(endpoints.sendContactMessage, { body }),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(FIELDS.map((field) => [field, String(new FormData(form).get(field) ?? '')]));
    const parsed = ContactMessageBody.safeParse({ ...values, language });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        showAlert({ message: t('contact.sent'), type: 'success', time: 3_000 });
      },
      onError: () => showAlert({ message: t('contact.failed'), type: 'error', time: 3_000 }),
    });
  }

  const field = (name: Field, label: MessageKey, input: React.ReactElement) => (
    <div className={styles.field}>
      <label htmlFor={`contact-${name}`}>{t(label)}</label>
      {input}
      {errors[name] && (
        <p id={`contact-${name}-error`} className={styles.error}>
          {t(errors[name])}
        </p>
      )}
    </div>
  );
  const inputProps = (name: Field) => ({
    id: `contact-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });

  return (
    <section aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        {t('contact.formTitle')}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="contact-form">
        {field('name', 'contact.name', <input {...inputProps('name')} autoComplete="name" required />)}
        {field('email', 'contact.email', <input {...inputProps('email')} type="email" autoComplete="email" required />)}
        {field('phone', 'contact.phone', <input {...inputProps('phone')} type="tel" autoComplete="tel" />)}
        {field('subject', 'contact.subject', <input {...inputProps('subject')} required />)}
        {field('message', 'contact.message', <textarea {...inputProps('message')} rows={6} required />)}
        <Button type="submit" className={styles.submit} disabled={send.isPending}>
          {t('contact.send')}
        </Button>
      </form>
    </section>
  );
}
