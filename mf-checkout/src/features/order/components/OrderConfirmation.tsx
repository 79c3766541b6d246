import { formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { usePageTitle } from '@shop/shared/ui';
import { Link, useParams } from 'react-router-dom';
import { OrderSummary } from '../../../components/OrderSummary';
import { useOrder } from '../api/getOrder';
import styles from './OrderConfirmation.module.css';
import { PaymentState } from './PaymentState';

/**
 * /narudzba/:broj: the order number, whether the payment went through (or what is left to do), what was ordered,
 * where it goes, the R1 invoice's company and, for a bank transfer, how to pay.
 */
export function OrderConfirmation() {
  const { t, paths } = useTranslation();
  const { broj = '' } = useParams();
  usePageTitle(t('order.pageTitle', { number: broj }));
  const { data: order, isPending, isError } = useOrder(broj);

  if (isPending) return <p aria-busy="true">{t('common.loading')}</p>;
  if (isError || !order) {
    return (
      <section className={styles.page}>
        <h1>{t('order.notFound')}</h1>
        <Link to={paths.page('webshop')}>{t('order.continue')}</Link>
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <h1>{t('order.title')}</h1>
      <p className={styles.number}>
        {t('order.number')}: <strong data-testid="order-number">{order.broj}</strong>
      </p>
      <p>{t('order.emailSent', { email: order.kupac.email })}</p>
      <p>
        {t('order.status')}: <strong>{t(`order.status.${order.status}`)}</strong> ·{' '}
        {t(`payment.${order.nacin_placanja}`)}
      </p>
      <PaymentState order={order} />

      {order.uplata && (
        <div className={styles.instructions}>
          <h2>{t('order.paymentInstructions')}</h2>
          <dl>
            <dt>{t('order.recipient')}</dt>
            <dd>{order.uplata.primalac}</dd>
            <dt>{t('order.account')}</dt>
            <dd>{order.uplata.racun}</dd>
            <dt>{t('order.amount')}</dt>
            <dd>{formatPrice(order.ukupno)}</dd>
            <dt>{t('order.reference')}</dt>
            <dd data-testid="payment-reference">{order.poziv_na_broj}</dd>
            <dt>{t('order.purpose')}</dt>
            <dd>{t('order.purposeText', { broj: order.broj })}</dd>
          </dl>
        </div>
      )}

      <div className={styles.columns}>
        <div>
          <OrderSummary summary={order} />
          {order.bodovi_iskoristeni > 0 && <p>{t('loyalty.pointsUsed', { points: order.bodovi_iskoristeni })}</p>}
        </div>
        <div className={styles.addresses}>
          <address className={styles.address}>
            <strong>{t('order.deliverTo')}</strong>
            <span>{order.kupac.ime}</span>
            <span>{order.kupac.adresa}</span>
            <span>
              {order.kupac.posta} {order.kupac.grad}
            </span>
            <span>{order.kupac.telefon}</span>
          </address>
          {order.r1 && (
            <address className={styles.address} data-testid="r1-invoice">
              <strong>{t('order.r1')}</strong>
              <span>{order.r1.naziv_firme}</span>
              <span>{t('order.jib', { jib: order.r1.jib })}</span>
              <span>{order.r1.adresa_firme}</span>
            </address>
          )}
        </div>
      </div>
      <Link to={paths.page('webshop')} className={styles.continue}>
        {t('order.continue')}
      </Link>
    </section>
  );
}
