import { type Product, pointsEarned } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { Link } from 'react-router-dom';
import styles from './Loyalty.module.css';

/** What one product earns at its current price (the sale price when on sale). */
export function ProductPoints({ product }: { product: Product }) {
  const { t, paths } = useTranslation();
  const points = pointsEarned(Math.round(product.trenutna_cijena * 100));
  return (
    <section className={styles.card} aria-labelledby="loyalty-product">
      <h2 id="loyalty-product">{t('loyalty.productTitle', { name: product.naziv })}</h2>
      <p data-testid="product-points">
        {t('loyalty.productPoints', { price: formatPrice(product.trenutna_cijena), points })}
      </p>
      <Link to={paths.product(product.slug)}>{t('loyalty.toProduct')}</Link>
    </section>
  );
}
