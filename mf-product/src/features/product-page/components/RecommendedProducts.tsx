import type { ProductSummary } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { ProductCard } from '@shop/shared/ui';
import styles from './ProductDetails.module.css';

/** 'Predlažemo za Vas': below the fold, so every card's image loads lazily. */
export function RecommendedProducts({ products }: { products: ProductSummary[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="product-recommended">
      <h2 id="product-recommended">{t('product.recommended')}</h2>
      <div className={styles.recommended}>
        {products.map((product) => (
          <ProductCard key={product.id_proizvoda} product={product} />
        ))}
      </div>
    </section>
  );
}
