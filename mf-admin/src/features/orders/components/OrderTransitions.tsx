import { type AdminOrder, canChangeOrderStatus, ORDER_STATUSES } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import styles from '../../../components/SalesRecords.module.css';
import { useStaffCan } from '../../../panel/useStaffCan';
import { useChangeOrderStatus } from '../api/useChangeOrderStatus';

/**
 * The buttons for the order's legal next states only (the same rule the API enforces), and only for a role that may
 * move orders; cancelling asks first, saying the stock comes back.
 */
export function OrderTransitions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const canManage = useStaffCan('orders.manage');
  const change = useChangeOrderStatus(order.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const next = ORDER_STATUSES.filter((status) => canChangeOrderStatus(order.status, status));

  if (!canManage) return <p className={styles.muted}>{t('admin.orders.readOnly')}</p>;
  if (next.length === 0) return <p className={styles.muted}>{t('admin.orders.final')}</p>;
  return (
    <section aria-labelledby="order-transitions-title">
      <h3 id="order-transitions-title">{t('admin.orders.transitions')}</h3>
      <div className={styles.actions}>
        {next.map((status) =>
          status === 'otkazana' ? (
            <Button key={status} variant="secondary" disabled={change.isPending} onClick={() => setConfirmCancel(true)}>
              {t('admin.orders.cancel')}
            </Button>
          ) : (
            <Button key={status} disabled={change.isPending} onClick={() => change.mutate(status)}>
              {t('admin.orders.moveTo', { status: t(`order.status.${status}`) })}
            </Button>
          ),
        )}
      </div>
      <ConfirmDialog
        open={confirmCancel}
        title={t('admin.orders.cancelTitle', { number: order.broj })}
        confirmLabel={t('admin.orders.cancelConfirm')}
        busy={change.isPending}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => change.mutate('otkazana', { onSettled: () => setConfirmCancel(false) })}
      >
        <p>{t('admin.orders.cancelText')}</p>
      </ConfirmDialog>
    </section>
  );
}
