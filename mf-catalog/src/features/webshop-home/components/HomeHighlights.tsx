import type { ProductSummary } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { ProductCard } from '@shop/shared/ui';
import { Link } from 'react-router-dom';
import { useWebshopHighlights } from '../api/getWebshopHighlights';
import styles from './HomeHighlights.module.css';
import { ScrollRow } from './ScrollRow';

/**
 * The home page's shop sections: running promotions, products on sale, new products and the categories with images.
 * Each section is a row of fixed height that scrolls sideways (swiped, or moved with its arrows: every item can be
 * reached), so the block is as tall before its data arrives as after (the shell reserves the same
 * `--home-highlights-height` while this remote loads): nothing below it moves.
 */
export function HomeHighlights() {
  const { t, paths } = useTranslation();
  const { data } = useWebshopHighlights();

  return (
    <section className={styles.highlights} aria-label={t('highlights.label')} aria-busy={!data}>
      <div className={styles.section}>
        <h2>{t('shop.promotions')}</h2>
        {data && data.promocije.length === 0 ? (
          <p className={styles.none}>
            {t('highlights.noPromotions')} <Link to={paths.page('webshop')}>{t('highlights.allProducts')}</Link>
          </p>
        ) : (
          <ScrollRow className={styles.promotions} testId="home-promotions">
            {data?.promocije.map((promotion) => (
              <li key={promotion.url}>
                <Link to={promotion.url}>{promotion.naziv_promocije}</Link>
              </li>
            ))}
          </ScrollRow>
        )}
      </div>
      <ProductRow title={t('shop.onSale')} products={data?.naAkciji} testId="home-on-sale" />
      <ProductRow title={t('shop.newest')} products={data?.novo} testId="home-newest" />
      <div className={styles.section}>
        <h2>{t('shop.categories')}</h2>
        <ScrollRow className={styles.categories} testId="home-categories">
          {data?.kategorije.map((category) => (
            <li key={category.url_stranice}>
              <Link to={paths.category(category.url_stranice)}>
                <img src={category.url_slike} alt="" width={160} height={120} loading="lazy" decoding="async" />
                <span>{category.naziv_kategorije}</span>
              </Link>
            </li>
          ))}
        </ScrollRow>
      </div>
    </section>
  );
}

function ProductRow({ title, products, testId }: { title: string; products?: ProductSummary[]; testId: string }) {
  return (
    <div className={styles.section}>
      <h2>{title}</h2>
      <ScrollRow className={styles.products} testId={testId}>
        {products?.map((product) => (
          <li key={product.id_proizvoda}>
            <ProductCard product={product} />
          </li>
        ))}
      </ScrollRow>
    </div>
  );
}
