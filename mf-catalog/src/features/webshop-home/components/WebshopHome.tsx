import { useTranslation } from '@shop/shared/i18n';
import { useCategories } from '@shop/shared/state';
import { HydrateWhenSeen, ProductGridSkeleton, usePageTitle } from '@shop/shared/ui';
import { Link } from 'react-router-dom';
import { CatalogPage } from '../../../components/CatalogPage';
import { FIRST_ROW_CARDS, ProductGrid } from '../../../components/ProductGrid';
import { useWebshopHighlights } from '../api/getWebshopHighlights';
import styles from './WebshopHome.module.css';

export function WebshopHome() {
  const { t, paths } = useTranslation();
  usePageTitle(t('shop.title'));
  const { data: categories, isPending, isError, refetch } = useCategories();
  const { data: highlights } = useWebshopHighlights();

  return (
    <CatalogPage busy={isPending}>
      <h1>{t('shop.title')}</h1>
      <h2 className={styles.subtitle}>{t('shop.categories')}</h2>
      {isPending && <ProductGridSkeleton heading={false} cards={12} />}
      {isError && (
        <p role="alert">
          {t('remote.unavailable.body')}{' '}
          <button type="button" onClick={() => refetch()}>
            {t('remote.unavailable.retry')}
          </button>
        </p>
      )}
      {/* Links only: hydrated when seen (decision 017); until then a tap loads the category page. */}
      <HydrateWhenSeen>
        <ul className={styles.grid}>
          {categories?.map((category, index) => (
            <li key={category.id_kategorije}>
              <Link className={styles.card} to={paths.category(category.url_stranice)}>
                <img
                  src={category.url_slike}
                  alt=""
                  width={400}
                  height={300}
                  // The first row is this page's likely LCP; the rest wait until they come near the screen.
                  loading={index < FIRST_ROW_CARDS ? 'eager' : 'lazy'}
                  fetchPriority={index < FIRST_ROW_CARDS ? 'high' : 'auto'}
                />
                <span>{category.naziv_kategorije}</span>
              </Link>
            </li>
          ))}
        </ul>
      </HydrateWhenSeen>
      {highlights && highlights.promocije.length > 0 && (
        <>
          <h2 className={styles.subtitle}>{t('shop.promotions')}</h2>
          <ul className={styles.promotions}>
            {highlights.promocije.map((promotion) => (
              <li key={promotion.url}>
                <Link to={promotion.url}>{promotion.naziv_promocije}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {highlights && highlights.naAkciji.length > 0 && (
        <>
          <h2 className={styles.subtitle}>{t('shop.onSale')}</h2>
          <ProductGrid products={highlights.naAkciji} priorityFirstRow={false} />
        </>
      )}
      {highlights && highlights.novo.length > 0 && (
        <>
          <h2 className={styles.subtitle}>{t('shop.newest')}</h2>
          <ProductGrid products={highlights.novo} priorityFirstRow={false} />
        </>
      )}
    </CatalogPage>
  );
}
