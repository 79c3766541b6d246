import { ApiError } from '@shop/shared/api-client';
import { ResetPasswordBody } from '@shop/shared/contracts';
import { FormErrorSummary, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import styles from '../../../components/Account.module.css';
import page from '../../../components/AuthPage.module.css';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { usePasswordResetLink } from '../api/usePasswordResetLink';
import { useResetPassword } from '../api/useResetPassword';

/** /reset-password/{token}: a new password, then sign in again (no automatic sign-in: OWASP). */
export function ResetPassword() {
  const { t, paths } = useTranslation();
  const { token = '' } = useParams();
  const link = usePasswordResetLink(token);
  const reset = useResetPassword();
  const errors = useFormErrors(ResetPasswordBody, 'reset');
  const valuesOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return { token, password: data.get('password'), passwordConfirm: data.get('passwordConfirm') };
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data } = errors.validate(valuesOf(event.currentTarget));
    if (data) reset.mutate(data);
  }

  const linkProblem =
    link.error ?? (reset.error instanceof ApiError && reset.error.code.startsWith('LINK_') ? reset.error : null);
  let content: React.ReactNode;
  if (reset.isSuccess) {
    content = (
      <div className={styles.success} role="status">
        <p>{t('auth.resetDone')}</p>
        <Link to={paths.page('signIn')}>{t('auth.signInLink')}</Link>
      </div>
    );
  } else if (linkProblem) {
    content = (
      <>
        <p className={styles.note} role="alert">
          {linkProblem.message}
        </p>
        <Link to={paths.page('forgotPassword')}>{t('auth.askNewReset')}</Link>
      </>
    );
  } else if (link.isPending) {
    content = <p>{t('common.loading')}</p>;
  } else {
    content = (
      <form onSubmit={onSubmit} onChange={errors.onFormChange(valuesOf)} noValidate className={styles.form}>
        <NewPasswordFields form={errors} label={t('auth.newPassword')} />
        <FormErrorSummary form={errors} error={reset.error?.message} />
        <button type="submit" className={styles.button} disabled={reset.isPending}>
          {t('auth.resetSubmit')}
        </button>
      </form>
    );
  }
  return (
    <section className={page.page}>
      <h1>{t('auth.resetTitle')}</h1>
      {content}
    </section>
  );
}
