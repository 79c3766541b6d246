import {
  type AdminOrder,
  canChangeOrderStatus,
  ORDER_STATUSES,
  OrderShipment,
  type OrderStatus,
} from '@shop/shared/contracts';
import { useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import styles from '../../../components/SalesRecords.module.css';
import { useStaffCan } from '../../../panel/useStaffCan';
import { useChangeOrderStatus } from '../api/useChangeOrderStatus';
import { ShipmentFields } from './ShipmentFields';

const NO_PARCEL: OrderShipment = { courier: '', trackingNumber: '', trackingUrl: '' };

/**
 * The buttons for the order's legal next states only (the same rule the API enforces), and only for a role that may
 * move orders. Every change emails the customer and cannot be undone, so each one asks first: cancelling also says
 * the stock comes back; shipping asks for the courier and tracking number, which go into the customer's email.
 */
export function OrderTransitions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const canManage = useStaffCan('orders.manage');
  const change = useChangeOrderStatus(order.id);
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [parcel, setParcel] = useState<OrderShipment>(NO_PARCEL);
  const parcelErrors = useFormErrors(OrderShipment, 'shipment');
  const next = ORDER_STATUSES.filter((status) => canChangeOrderStatus(order.status, status));

  if (!canManage) return <p className={styles.muted}>{t('admin.orders.readOnly')}</p>;
  if (next.length === 0) return <p className={styles.muted}>{t('admin.orders.final')}</p>;
  const statusName = (status: OrderStatus) => t(`order.status.${status}`);
  return (
    <section aria-labelledby="order-transitions-title">
      <h3 id="order-transitions-title">{t('admin.orders.transitions')}</h3>
      <div className={styles.actions}>
        {next.map((status) =>
          status === 'otkazana' ? (
            <Button key={status} variant="secondary" disabled={change.isPending} onClick={() => setAsking(status)}>
              {t('admin.orders.cancel')}
            </Button>
          ) : (
            <Button key={status} disabled={change.isPending} onClick={() => setAsking(status)}>
              {t('admin.orders.moveTo', { status: statusName(status) })}
            </Button>
          ),
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking === 'otkazana'
            ? t('admin.orders.cancelTitle', { number: order.broj })
            : t('admin.orders.moveTitle', { number: order.broj, status: statusName(asking ?? order.status) })
        }
        confirmLabel={
          asking === 'otkazana'
            ? t('admin.orders.cancelConfirm')
            : t('admin.orders.moveConfirm', { status: statusName(asking ?? order.status) })
        }
        busy={change.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          if (asking === 'poslana' && !parcelErrors.validate(parcel).data) return;
          const body = asking === 'poslana' ? { status: asking, shipment: parcel } : { status: asking };
          change.mutate(body, { onSettled: () => setAsking(null) });
        }}
      >
        <p>
          {asking === 'otkazana'
            ? t('admin.orders.cancelText')
            : t('admin.orders.moveText', { email: order.kupac.email })}
        </p>
        {asking === 'poslana' && <ShipmentFields form={parcelErrors} value={parcel} onChange={setParcel} />}
      </ConfirmDialog>
    </section>
  );
}
