import { ApiError } from '@shop/shared/api-client';
import { LoginBody } from '@shop/shared/contracts';
import { FieldError, FormErrorSummary, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { useCurrentUser, useSignOut } from '@shop/shared/state';
import { Button, usePageTitle } from '@shop/shared/ui';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useResendVerification } from '../../../api/useResendVerification';
import { AuthLinks } from '../../../components/AuthLinks';
import page from '../../../components/AuthPage.module.css';
import { ResendVerificationForm } from '../../../components/ResendVerificationForm';
import { useSignIn } from '../api/useSignIn';
import styles from './SignIn.module.css';

const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return { email: data.get('email'), password: data.get('password') };
};

/**
 * Where to go after signing in: the page the visitor came from (SPEC §2), passed as router state; else the home page
 * in the page's language.
 */
function useReturnPath(): string {
  const state = useLocation().state as { from?: string } | null;
  const { paths } = useTranslation();
  return state?.from?.startsWith('/') ? state.from : paths.page('home');
}

export function SignIn() {
  const { t } = useTranslation();
  usePageTitle(t('account.signInTitle'));
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const { data: user } = useCurrentUser();
  const signIn = useSignIn();
  const signOut = useSignOut();
  const errors = useFormErrors(LoginBody, 'sign-in');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data } = errors.validate(valuesOf(event.currentTarget));
    if (data) signIn.mutate(data, { onSuccess: () => navigate(returnPath, { replace: true }) });
  }

  if (user) {
    return (
      <section className={styles.panel}>
        <h1>{t('account.signInTitle')}</h1>
        <p>
          {t('account.signedInAs')} <strong>{user.korisnicko_ime}</strong>
        </p>
        <Button variant="secondary" onClick={() => signOut.mutate()}>
          {t('nav.signOut')}
        </Button>
      </section>
    );
  }

  return (
    <section className={styles.panel}>
      <h1>{t('account.signInTitle')}</h1>
      <form onSubmit={onSubmit} onChange={errors.onFormChange(valuesOf)} noValidate className={styles.form}>
        <label>
          {t('account.email')}
          <input {...errors.fieldProps('email')} type="email" autoComplete="email" required />
        </label>
        <FieldError form={errors} field="email" />
        <label>
          {t('account.password')}
          <input {...errors.fieldProps('password')} type="password" autoComplete="current-password" required />
        </label>
        <FieldError form={errors} field="password" />
        {/* A refused sign-in (wrong email or password): the server's message, already in the page's language. */}
        <FormErrorSummary form={errors} error={signIn.error?.message} />
        <Button type="submit" disabled={signIn.isPending}>
          {t('account.submit')}
        </Button>
      </form>
      {/* Only after a correct password does the API say the account waits for confirmation. */}
      {signIn.error instanceof ApiError && signIn.error.code === 'ACCOUNT_NOT_VERIFIED' && (
        <ResendLinkButton email={signIn.variables?.email ?? ''} />
      )}
      <AuthLinks current="signIn" />
      <details className={page.details}>
        <summary>{t('auth.resendQuestion')}</summary>
        <ResendVerificationForm />
      </details>
    </section>
  );
}

/** For an account that signed in with the right password but is not confirmed yet: the link again, in one click. */
function ResendLinkButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  if (resend.isSuccess) return <p role="status">{t('auth.resendDone', { email })}</p>;
  return (
    <button type="button" className={styles.button} disabled={resend.isPending} onClick={() => resend.mutate(email)}>
      {t('auth.resendSubmit')}
    </button>
  );
}
