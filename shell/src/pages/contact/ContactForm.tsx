import { showAlert } from '@shop/shared/alerts';
import { callApi } from '@shop/shared/api-client';
import { ContactMessageBody, endpoints } from '@shop/shared/contracts';
import { FieldError, FormErrorSummary, useFormErrors } from '@shop/shared/forms';
import { type MessageKey, useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent, ReactElement } from 'react';
import styles from './ContactForm.module.css';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

/** Validated with the same zod schema as the API; sent messages are stored and queued as an email to staff. */
export function ContactForm() {
  const { t, language } = useTranslation();
  const errors = useFormErrors(ContactMessageBody, 'contact');
  const send = useMutation({
    mutationFn: (body: ContactMessageBody) => callApi(endpoints.sendContactMessage, { body }),
    // A failure shows the page's own text (below), not the server's message.
    meta: { errorAlert: false },
  });
  const valuesOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return { ...Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '')])), language };
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { data: body } = errors.validate(valuesOf(form));
    if (!body) return;
    send.mutate(body, {
      onSuccess: () => {
        form.reset();
        showAlert({ message: t('contact.sent'), type: 'success', time: 3_000 });
      },
      onError: () => showAlert({ message: t('contact.failed'), type: 'error', time: 3_000 }),
    });
  }

  const field = (name: Field, label: MessageKey, input: ReactElement) => (
    <div className={styles.field}>
      <label htmlFor={`contact-${name}`}>{t(label)}</label>
      {input}
      <FieldError form={errors} field={name} />
    </div>
  );
  const inputProps = errors.fieldProps;

  return (
    <section aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        {t('contact.formTitle')}
      </h2>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        onChange={errors.onFormChange(valuesOf)}
        noValidate
        data-testid="contact-form"
      >
        {field('name', 'contact.name', <input {...inputProps('name')} autoComplete="name" required />)}
        {field('email', 'contact.email', <input {...inputProps('email')} type="email" autoComplete="email" required />)}
        {field('phone', 'contact.phone', <input {...inputProps('phone')} type="tel" autoComplete="tel" />)}
        {field('subject', 'contact.subject', <input {...inputProps('subject')} required />)}
        {field('message', 'contact.message', <textarea {...inputProps('message')} rows={6} required />)}
        <FormErrorSummary form={errors} />
        <Button type="submit" className={styles.submit} disabled={send.isPending}>
          {t('contact.send')}
        </Button>
      </form>
    </section>
  );
}
