import { useTranslation } from '@shop/shared/i18n';
import { useEffect, useRef } from 'react';
import styles from '../../../components/Account.module.css';
import { useJoinCompany } from '../api/useJoinCompany';
import { CompanyDetails, CompanyView } from './CompanyDetails';

/** `/korisnik/firma/pridruzivanje/<token>`: opening the invitation joins the signed-in user to the company. */
export function JoinCompany({ token }: { token: string }) {
  const { t } = useTranslation();
  const join = useJoinCompany();
  const { mutate } = join;
  const sent = useRef(false);
  // Once per page (a link works once; StrictMode runs effects twice).
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  if (join.isPending) return <p role="status">{t('myCompany.joining')}</p>;
  if (join.isError) {
    return (
      <>
        <p role="alert">{join.error.message}</p>
        <CompanyDetails />
      </>
    );
  }
  return (
    <>
      <p className={styles.success} role="status">
        {t('myCompany.joined', { name: join.data?.firma?.naziv ?? '' })}
      </p>
      <CompanyView company={join.data?.firma ?? null} />
    </>
  );
}
