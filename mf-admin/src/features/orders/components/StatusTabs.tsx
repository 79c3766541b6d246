import { ADMIN_ORDER_TABS, type AdminOrderTab } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import styles from '../../../components/SalesRecords.module.css';

interface StatusTabsProps {
  value: AdminOrderTab;
  counts: Record<AdminOrderTab, number> | undefined;
  onChange: (tab: AdminOrderTab) => void;
  /** The id of the panel the tabs control (the table). */
  panelId: string;
}

/** One tab per status (the shop's status names) and "all", each with its count under the current search. */
export function StatusTabs({ value, counts, onChange, panelId }: StatusTabsProps) {
  const { t } = useTranslation();
  return (
    <div role="tablist" aria-label={t('admin.orders.tabs')} className={styles.tabs}>
      {ADMIN_ORDER_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === value}
          aria-controls={panelId}
          className={styles.tab}
          onClick={() => onChange(tab)}
        >
          {tab === 'all' ? t('admin.orders.tab.all') : t(`order.status.${tab}`)}
          {counts && <span className={styles.count}>{counts[tab]}</span>}
        </button>
      ))}
    </div>
  );
}
