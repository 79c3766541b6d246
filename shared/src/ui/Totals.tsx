import { formatPrice } from '../format/price';
import { useTranslation } from '../i18n/useTranslation';
import styles from './Totals.module.css';

interface TotalsProps {
  subtotal: number;
  vat: number;
  shipping: number;
  /** Paid with loyalty points (KM); the row shows only when there is one. */
  discount?: number;
  total: number;
}

/** Subtotal, the VAT it includes, shipping and the total (KM), as the cart, payment and confirmation pages and the account's orders show. */
export function Totals({ subtotal, vat, shipping, discount = 0, total }: TotalsProps) {
  const { t } = useTranslation();
  return (
    <dl className={styles.totals} data-testid="totals">
      <dt>{t('cart.subtotal')}</dt>
      <dd>{formatPrice(subtotal)}</dd>
      <dt>{t('cart.shipping')}</dt>
      <dd>{formatPrice(shipping)}</dd>
      {discount > 0 && (
        <>
          <dt>{t('loyalty.discount')}</dt>
          <dd data-testid="loyalty-discount">{formatPrice(-discount)}</dd>
        </>
      )}
      <dt className={styles.total}>{t('cart.total')}</dt>
      <dd className={styles.total} data-testid="total">
        {formatPrice(total)}
      </dd>
      <dt className={styles.vat}>{t('cart.vatIncluded')}</dt>
      <dd className={styles.vat}>{formatPrice(vat)}</dd>
    </dl>
  );
}
