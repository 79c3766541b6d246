import type { AdminOrder } from '@shop/shared/contracts';
import { formatDate } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { Totals, TrackingNumber } from '@shop/shared/ui';
import { LineItemsTable } from '../../../components/LineItemsTable';
import { RecordDetail } from '../../../components/RecordDetail';
import styles from '../../../components/SalesRecords.module.css';
import { useAdminOrder } from '../api/useAdminOrder';
import { OrderTimeline } from './OrderTimeline';
import { OrderTransitions } from './OrderTransitions';

/** The chosen order: status actions, lines and totals, customer and address, R1 data, payment and the timeline. */
export function OrderDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: order, error } = useAdminOrder(id);

  return (
    <RecordDetail
      kind="order"
      title={t('admin.orders.detailTitle', { number: order?.broj ?? '' })}
      record={order}
      error={error}
      onClose={onClose}
    >
      {(order) => <OrderBody order={order} />}
    </RecordDetail>
  );
}

function OrderBody({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        {formatDate(order.datum)} · <strong data-testid="order-status">{t(`order.status.${order.status}`)}</strong> ·{' '}
        {t(`myOrders.paymentState.${order.stanje_placanja}`)}
      </p>
      <OrderTransitions order={order} />

      <h3>{t('admin.orders.lines')}</h3>
      <LineItemsTable
        lines={order.stavke.map((line) => ({
          productId: line.id_proizvoda,
          name: line.naziv,
          quantity: line.kolicina,
          unitPrice: line.cijena,
          lineTotal: line.ukupno,
        }))}
      />
      <Totals
        subtotal={order.medjuzbir}
        vat={order.pdv}
        shipping={order.dostava}
        discount={order.popust}
        total={order.ukupno}
      />
      {order.bodovi_iskoristeni > 0 && (
        <p className={styles.muted}>{t('admin.orders.pointsUsed', { points: order.bodovi_iskoristeni })}</p>
      )}

      <div className={styles.columns}>
        <section aria-labelledby="order-customer-title">
          <h3 id="order-customer-title">{t('admin.orders.delivery')}</h3>
          <address className={styles.address}>
            <span>{order.kupac.ime}</span>
            <span>{order.kupac.adresa}</span>
            <span>
              {order.kupac.posta} {order.kupac.grad}
            </span>
            <span>{order.kupac.telefon}</span>
            <a href={`mailto:${order.kupac.email}`}>{order.kupac.email}</a>
          </address>
          {order.napomena && (
            <p>
              {t('admin.orders.note')}: {order.napomena}
            </p>
          )}
          <p>{t('admin.orders.language', { language: t(`admin.orders.language.${order.jezik}`) })}</p>
        </section>
        <section aria-labelledby="order-payment-title">
          <h3 id="order-payment-title">{t('admin.orders.payment')}</h3>
          <p>{t(`payment.${order.nacin_placanja}`)}</p>
          <p>{t(`myOrders.paymentState.${order.stanje_placanja}`)}</p>
          {order.poziv_na_broj && (
            <p>
              {t('admin.orders.reference')}: {order.poziv_na_broj}
            </p>
          )}
          {order.r1 && (
            <>
              <h3>{t('admin.orders.r1')}</h3>
              <address className={styles.address}>
                <span>{order.r1.naziv_firme}</span>
                <span>
                  {t('admin.orders.jib')}: {order.r1.jib}
                </span>
                <span>{order.r1.adresa_firme}</span>
              </address>
            </>
          )}
          {order.posiljka && (
            <>
              <h3>{t('admin.orders.shipment')}</h3>
              <p>
                {t('admin.orders.courier')}: {order.posiljka.kurir}
              </p>
              <p>
                {t('admin.orders.trackingNumber')}: <TrackingNumber parcel={order.posiljka} />
              </p>
            </>
          )}
        </section>
        <OrderTimeline history={order.istorija} />
      </div>
    </>
  );
}
