import type { Dashboard } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import styles from './Overview.module.css';

/** The period's four figures, each a labelled card. */
export function FigureCards({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const cards = [
    {
      label: t('admin.overview.revenue'),
      value: formatPrice(dashboard.revenue),
      note: t('admin.overview.revenueNote'),
    },
    { label: t('admin.overview.orders'), value: String(dashboard.orders) },
    { label: t('admin.overview.averageOrder'), value: formatPrice(dashboard.averageOrderValue) },
    { label: t('admin.overview.newCustomers'), value: String(dashboard.newCustomers) },
  ];
  return (
    <dl className={styles.cards}>
      {cards.map((card) => (
        <div key={card.label} className={styles.card} data-testid="figure-card">
          <dt>{card.label}</dt>
          <dd className={styles.figure}>{card.value}</dd>
          {card.note && <dd className={styles.note}>{card.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
