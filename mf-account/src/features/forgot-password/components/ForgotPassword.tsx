import { EmailBody } from '@shop/shared/contracts';
import { FormErrorSummary, TextField, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import type { FormEvent } from 'react';
import styles from '../../../components/Account.module.css';
import { AuthLinks } from '../../../components/AuthLinks';
import page from '../../../components/AuthPage.module.css';
import { useForgotPassword } from '../api/useForgotPassword';

const valuesOf = (form: HTMLFormElement) => ({ email: new FormData(form).get('email') });

/** /forgot-password: the same answer whether or not the address has an account (OWASP). */
export function ForgotPassword() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const errors = useFormErrors(EmailBody, 'forgot');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data } = errors.validate(valuesOf(event.currentTarget));
    if (data) forgot.mutate(data.email);
  }

  return (
    <section className={page.page}>
      <h1>{t('auth.forgotTitle')}</h1>
      {forgot.isSuccess ? (
        <p className={styles.success} role="status">
          {t('auth.forgotDone', { email: forgot.variables })}
        </p>
      ) : (
        <form onSubmit={onSubmit} onChange={errors.onFormChange(valuesOf)} noValidate className={styles.form}>
          <p className={styles.hint}>{t('auth.forgotIntro')}</p>
          <TextField form={errors} field="email" label={t('auth.email')} type="email" autoComplete="email" />
          <FormErrorSummary form={errors} error={forgot.error?.message} />
          <button type="submit" className={styles.button} disabled={forgot.isPending}>
            {forgot.isPending ? t('auth.sending') : t('auth.forgotSubmit')}
          </button>
        </form>
      )}
      <AuthLinks current="forgotPassword" />
    </section>
  );
}
