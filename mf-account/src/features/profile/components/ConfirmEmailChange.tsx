import { useTranslation } from '@shop/shared/i18n';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import styles from '../../../components/Account.module.css';
import { useConfirmEmailChange } from '../api/useConfirmEmailChange';

/** `/potvrda-email-adrese/<token>`: opening the link mailed to the new address changes the account's email. */
export function ConfirmEmailChange() {
  const { t, paths } = useTranslation();
  const { token = '' } = useParams();
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  const sent = useRef(false);

  useEffect(() => {
    document.title = `${t('myAccount.confirmEmailTitle')} | IT Shop`;
  }, [t]);
  // Once per page (a link works once; StrictMode runs effects twice): the change happens when the page opens.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <section className={styles.page}>
      <h1>{t('myAccount.confirmEmailTitle')}</h1>
      <p role="status">
        {confirm.isPending && t('myAccount.working')}
        {confirm.data && t('myAccount.emailChanged', { email: confirm.data.email })}
      </p>
      {confirm.error && <p role="alert">{confirm.error.message}</p>}
      <p className={styles.note}>
        <Link to={paths.page('signIn')}>{t('nav.signIn')}</Link>
      </p>
    </section>
  );
}
