import type { ApprovalRequested } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { usePageTitle } from '@shop/shared/ui';
import { Link } from 'react-router-dom';
import styles from './OrderConfirmation.module.css';

/** Instead of the order confirmation: the order waits for the company administrator's approval (decision 023). */
export function ApprovalWaiting({ request }: { request: ApprovalRequested['odobrenje'] }) {
  const { t, paths } = useTranslation();
  usePageTitle(t('approvals.waitingTitle'));
  return (
    <section className={`${styles.page} ${styles.waiting}`} data-testid="approval-waiting">
      <h1>{t('approvals.waitingTitle')}</h1>
      <p>{t('approvals.waitingText', { total: formatPrice(request.ukupno), limit: formatPrice(request.granica) })}</p>
      <p>
        <Link to={paths.page('accountApprovals')}>{t('approvals.waitingLink')}</Link>
      </p>
      <p>
        <Link to={paths.page('webshop')}>{t('order.continue')}</Link>
      </p>
    </section>
  );
}
