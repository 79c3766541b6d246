import { formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import styles from './Totals.module.css';

interface TotalsProps {
  subtotal: number;
  vat: number;
  shipping: number;
  total: number;
}

/** Subtotal, the VAT it includes, shipping and the total (KM), as the cart, payment and confirmation pages show. */
export function Totals({ subtotal, vat, shipping, total }: TotalsProps) {
  const { t } = useTranslation();
  return (
    <dl className={styles.totals} data-testid="totals">
      <dt>{t('cart.subtotal')}</dt>
      <dd>{formatPrice(subtotal)}</dd>
      <dt>{t('cart.shipping')}</dt>
      <dd>{formatPrice(shipping)}</dd>
      <dt className={styles.total}>{t('cart.total')}</dt>
      <dd className={styles.total} data-testid="total">
        {formatPrice(total)}
      </dd>
      <dt className={styles.vat}>{t('cart.vatIncluded')}</dt>
      <dd className={styles.vat}>{formatPrice(vat)}</dd>
    </dl>
  );
}
