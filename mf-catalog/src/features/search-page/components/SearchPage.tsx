import { useTranslation } from '@shop/shared/i18n';
import { categoryPath } from '@shop/shared/site';
import { ProductGridSkeleton, usePageTitle } from '@shop/shared/ui';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CatalogPage } from '../../../components/CatalogPage';
import { ProductGrid } from '../../../components/ProductGrid';
import { useSearchResults } from '../api/getSearchResults';
import { useLoadMoreWhenVisible } from '../hooks/useLoadMoreWhenVisible';
import { searchTermOf } from '../lib/searchTerm';
import styles from './SearchPage.module.css';

/** /pretraga?search=…: results with a count, more as the visitor scrolls, and an empty state. */
export function SearchPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const term = searchTermOf(searchParams);
  const { data, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = useSearchResults(term);
  usePageTitle(t('search.title', { term }));
  const navigate = useNavigate();
  // SPEC §5: a term that is exactly a subcategory's name belongs on that subcategory's page.
  const subcategory = data?.pages[0]?.podkategorija;
  useEffect(() => {
    if (subcategory)
      navigate(categoryPath(subcategory.url_kategorije, subcategory.url_podkategorije), { replace: true });
  }, [subcategory, navigate]);
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const sentinel = useLoadMoreWhenVisible(loadMore, Boolean(hasNextPage));

  if (!term) {
    return (
      <CatalogPage>
        <p className={styles.message}>{t('search.missingTerm')}</p>
      </CatalogPage>
    );
  }

  const products = data?.pages.flatMap((page) => page.proizvodi) ?? [];
  const total = data?.pages[0]?.ukupno ?? 0;

  return (
    <CatalogPage busy={isPending}>
      <h1>{t('search.title', { term })}</h1>
      {isPending ? (
        <ProductGridSkeleton heading={false} />
      ) : (
        <>
          <p className={styles.count} data-testid="search-count">
            {t('search.count', { count: total })}
          </p>
          {products.length === 0 ? (
            <p className={styles.message}>{t('search.empty')}</p>
          ) : (
            <ProductGrid products={products} />
          )}
          {hasNextPage && (
            <div ref={sentinel} className={styles.more}>
              <button type="button" onClick={loadMore} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? t('common.loading') : t('search.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </CatalogPage>
  );
}
