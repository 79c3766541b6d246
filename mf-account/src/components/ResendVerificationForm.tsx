import { EmailBody } from '@shop/shared/contracts';
import { FormErrorSummary, TextField, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import type { FormEvent } from 'react';
import { useResendVerification } from '../api/useResendVerification';
import styles from './Account.module.css';

const valuesOf = (form: HTMLFormElement) => ({ email: new FormData(form).get('email') });

/** "Send me a new confirmation link": for an expired link, or an email that never arrived. */
export function ResendVerificationForm() {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const errors = useFormErrors(EmailBody, 'resend');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data } = errors.validate(valuesOf(event.currentTarget));
    if (data) resend.mutate(data.email);
  }

  if (resend.isSuccess) {
    return (
      <p className={styles.success} role="status">
        {t('auth.resendDone', { email: resend.variables })}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} onChange={errors.onFormChange(valuesOf)} noValidate className={styles.form}>
      <p className={styles.hint}>{t('auth.resendIntro')}</p>
      <TextField form={errors} field="email" label={t('auth.email')} type="email" autoComplete="email" />
      <FormErrorSummary form={errors} error={resend.error?.message} />
      <button type="submit" className={styles.button} disabled={resend.isPending}>
        {resend.isPending ? t('auth.sending') : t('auth.resendSubmit')}
      </button>
    </form>
  );
}
