import type { AdminOrder } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { formatDateTime } from '../../../components/formatDateTime';
import styles from '../../../components/SalesRecords.module.css';

/** Every status the order took, oldest first, with the moment it took it. */
export function OrderTimeline({ history }: { history: AdminOrder['istorija'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-timeline-title">
      <h3 id="order-timeline-title">{t('admin.orders.timeline')}</h3>
      <ol className={styles.timeline} data-testid="order-timeline">
        {history.map((entry) => (
          <li key={`${entry.status}-${entry.datum}`}>
            <strong>{t(`order.status.${entry.status}`)}</strong>
            <time dateTime={entry.datum}>{formatDateTime(entry.datum)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
