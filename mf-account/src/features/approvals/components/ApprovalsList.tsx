import { useTranslation } from '@shop/shared/i18n';
import account from '../../../components/Account.module.css';
import { useApprovals } from '../api/useApprovals';
import { ApprovalCard } from './ApprovalCard';
import styles from './Approvals.module.css';

/** /korisnik/firma/odobrenja: waiting requests first, then the decided ones. */
export function ApprovalsList() {
  const { t } = useTranslation();
  const { data, error } = useApprovals();
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p className={account.note}>{t('common.loading')}</p>;
  const canDecide = data.uloga === 'administrator';
  const waiting = data.zahtjevi.filter((request) => request.stanje === 'ceka').length;
  return (
    <>
      <p>{t(canDecide ? 'approvals.intro' : 'approvals.introBuyer')}</p>
      {waiting > 0 && <p className={account.hint}>{t('approvals.waitingCount', { count: waiting })}</p>}
      {data.zahtjevi.length === 0 ? (
        <p className={account.note}>{t('approvals.none')}</p>
      ) : (
        <ul className={styles.list}>
          {data.zahtjevi.map((request) => (
            <ApprovalCard key={request.id} request={request} canDecide={canDecide} />
          ))}
        </ul>
      )}
    </>
  );
}
