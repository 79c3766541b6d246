import { LoginBody } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { useCurrentUser, useSignOut } from '@shop/shared/state';
import { usePageTitle } from '@shop/shared/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSignIn } from '../api/useSignIn';
import styles from './SignIn.module.css';

/** Where to go after signing in: the page the visitor came from (SPEC §2), passed as router state. */
function useReturnPath(): string {
  const state = useLocation().state as { from?: string } | null;
  return state?.from?.startsWith('/') ? state.from : '/';
}

export function SignIn() {
  const { t } = useTranslation();
  usePageTitle(t('account.signInTitle'));
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const { data: user } = useCurrentUser();
  const signIn = useSignIn();
  const signOut = useSignOut();
  const [formError, setFormError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = LoginBody.safeParse({ email: form.get('email'), password: form.get('password') });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFormError(null);
    signIn.mutate(parsed.data, { onSuccess: () => navigate(returnPath, { replace: true }) });
  }

  if (user) {
    return (
      <section className={styles.panel}>
        <h1>{t('account.signInTitle')}</h1>
        <p>
          {t('account.signedInAs')} <strong>{user.korisnicko_ime}</strong>
        </p>
        <button type="button" className={styles.button} onClick={() => signOut.mutate()}>
          {t('nav.signOut')}
        </button>
      </section>
    );
  }

  const error = formError ?? signIn.error?.message;
  return (
    <section className={styles.panel}>
      <h1>{t('account.signInTitle')}</h1>
      <form onSubmit={onSubmit} noValidate className={styles.form}>
        <label>
          {t('account.email')}
          <input name="email" type="email" autoComplete="email" required />
        </label>
        <label>
          {t('account.password')}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button type="submit" className={styles.button} disabled={signIn.isPending}>
          {t('account.submit')}
        </button>
      </form>
    </section>
  );
}
