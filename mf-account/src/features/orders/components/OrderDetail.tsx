import { accountOrderPdfPath } from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { Totals, TrackingNumber } from '@shop/shared/ui';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import account from '../../../components/Account.module.css';
import records from '../../../components/RecordList.module.css';
import { useMyOrder } from '../api/useMyOrder';
import { OrderAgain } from './OrderAgain';
import styles from './Orders.module.css';

/**
 * /korisnik/narudzbe/<id>: lines, totals (VAT included), timeline, delivery (with the parcel's courier and tracking
 * once shipped), payment, the PDF and "order again".
 */
export function OrderDetail() {
  const { t, language, paths } = useTranslation();
  const id = Number(useParams().id);
  const { data: order, error } = useMyOrder(id);

  useEffect(() => {
    document.title = `${t('myOrders.title')} | IT Shop`;
  }, [t]);

  const back = (
    <p>
      <Link to={paths.page('accountOrders')}>← {t('myOrders.back')}</Link>
    </p>
  );
  if (error || !Number.isInteger(id)) {
    return (
      <>
        {back}
        <p className={account.note}>{error?.message ?? t('order.notFound')}</p>
      </>
    );
  }
  if (!order) return <p className={account.note}>{t('common.loading')}</p>;

  return (
    <>
      {back}
      <h1>{t('myOrders.number', { broj: order.broj })}</h1>
      <p>
        {formatDate(order.datum, language)} ·{' '}
        <span className={records.status}>{t(`order.status.${order.status}`)}</span>
      </p>
      {order.narucilac && <p>{t('myOrders.orderedBy', { name: order.narucilac })}</p>}

      <section className={account.panel} aria-labelledby="lines-title">
        <h2 id="lines-title">{t('myOrders.lines')}</h2>
        {/* On a phone the quantity and unit price go under the name, so the table fits the screen's width. */}
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">{t('cart.product')}</th>
              <th scope="col" className={styles.wideOnly}>
                {t('myOrders.quantity')}
              </th>
              <th scope="col" className={styles.wideOnly}>
                {t('myOrders.unitPrice')}
              </th>
              <th scope="col">{t('myOrders.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.stavke.map((line) => (
              <tr key={line.id_proizvoda}>
                <td>
                  {line.slug ? <Link to={paths.product(line.slug)}>{line.naziv}</Link> : line.naziv}
                  <span className={styles.phoneOnly}>
                    {t('myOrders.quantityTimesPrice', { quantity: line.kolicina, price: formatPrice(line.cijena) })}
                  </span>
                </td>
                <td className={styles.wideOnly}>{line.kolicina}</td>
                <td className={styles.wideOnly}>{formatPrice(line.cijena)}</td>
                <td className={styles.amount}>{formatPrice(line.ukupno)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Totals
          subtotal={order.medjuzbir}
          vat={order.pdv}
          shipping={order.dostava}
          discount={order.popust}
          total={order.ukupno}
        />
      </section>

      <div className={styles.columns}>
        <section className={account.panel} aria-labelledby="timeline-title">
          <h2 id="timeline-title">{t('myOrders.timeline')}</h2>
          <ol className={styles.timeline}>
            {order.istorija.map((entry) => (
              <li key={`${entry.status}-${entry.datum}`}>
                <strong>{t(`order.status.${entry.status}`)}</strong> <span>{formatDate(entry.datum, language)}</span>
              </li>
            ))}
          </ol>
        </section>
        <section className={account.panel} aria-labelledby="delivery-title">
          <h2 id="delivery-title">{t('myOrders.delivery')}</h2>
          <address className={styles.address}>
            <span>{order.kupac.ime}</span>
            <span>{order.kupac.adresa}</span>
            <span>
              {order.kupac.posta} {order.kupac.grad}
            </span>
            <span>{order.kupac.telefon}</span>
          </address>
          {order.posiljka && (
            <p data-testid="order-parcel">
              {t('myOrders.courier')}: {order.posiljka.kurir}
              <br />
              {t('myOrders.trackingNumber')}: <TrackingNumber parcel={order.posiljka} />
            </p>
          )}
        </section>
        <section className={account.panel} aria-labelledby="payment-title">
          <h2 id="payment-title">{t('myOrders.payment')}</h2>
          <p>{t(`payment.${order.nacin_placanja}`)}</p>
          <p data-testid="payment-state">{t(`myOrders.paymentState.${order.stanje_placanja}`)}</p>
          {order.poziv_na_broj && (
            <p>
              {t('order.reference')}: {order.poziv_na_broj}
            </p>
          )}
        </section>
      </div>

      <div className={account.actions}>
        <a className={account.secondary} href={accountOrderPdfPath(order.id)} download>
          {t('myOrders.pdf')}
        </a>
      </div>
      <OrderAgain orderId={order.id} />
    </>
  );
}
