import { useTranslation } from '@shop/shared/i18n';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styles from '../../../components/Account.module.css';
import page from '../../../components/AuthPage.module.css';
import { ResendVerificationForm } from '../../../components/ResendVerificationForm';
import { useVerifyAccount } from '../api/useVerifyAccount';

/** /verify-account/{token}: confirms the email on opening; an expired or used link offers a new one. */
export function VerifyAccount() {
  const { t, paths } = useTranslation();
  const { token = '' } = useParams();
  const verify = useVerifyAccount();
  const { mutate } = verify;

  // Once per link (a POST, not the GET of the page: a mail scanner that only fetches the link confirms nothing).
  useEffect(() => mutate(token), [mutate, token]);

  return (
    <section className={page.page}>
      <h1>{t('auth.verifyTitle')}</h1>
      {verify.isSuccess ? (
        <div className={styles.success} role="status">
          <p>{t('auth.verified')}</p>
          <Link to={paths.page('signIn')}>{t('auth.signInLink')}</Link>
        </div>
      ) : verify.isError ? (
        <>
          <p className={styles.note} role="alert">
            {verify.error.message}
          </p>
          <h2>{t('auth.resendTitle')}</h2>
          <ResendVerificationForm />
        </>
      ) : (
        <p>{t('auth.verifying')}</p>
      )}
    </section>
  );
}
