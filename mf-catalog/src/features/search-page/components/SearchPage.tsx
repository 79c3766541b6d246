import { SEARCH_SORTS } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { ProductGridSkeleton, usePageTitle } from '@shop/shared/ui';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { CatalogPage } from '../../../components/CatalogPage';
import { FacetPanelDrawer } from '../../../components/listing-filters/FacetPanelDrawer';
import { hasFilters } from '../../../components/listing-filters/filterParams';
import { ListingLayout } from '../../../components/listing-filters/ListingLayout';
import { SortSelect } from '../../../components/listing-filters/SortSelect';
import { useListingParams } from '../../../components/listing-filters/useListingParams';
import { ProductGrid } from '../../../components/ProductGrid';
import { useSearchResults } from '../api/getSearchResults';
import { useLoadMoreWhenVisible } from '../hooks/useLoadMoreWhenVisible';
import { searchQueryOf } from '../lib/searchTerm';
import { DidYouMean } from './DidYouMean';
import { NothingFound } from './NothingFound';
import styles from './SearchPage.module.css';

/**
 * /pretraga?search=…: results ranked by relevance, 10 at a time as the visitor scrolls (SPEC §2), with the category
 * page's facets and sort in the URL; a note when no product had every word; "did you mean" and popular subcategories
 * instead of an empty page.
 */
export function SearchPage() {
  const { t, paths } = useTranslation();
  const { searchParams, update } = useListingParams();
  const query = useMemo(() => searchQueryOf(searchParams), [searchParams]);
  const term = query.search;
  const { data, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = useSearchResults(query);
  usePageTitle(t('search.title', { term }));
  const navigate = useNavigate();
  // SPEC §5: a term that is exactly a subcategory's name belongs on that subcategory's page.
  const subcategory = data?.pages[0]?.podkategorija;
  useEffect(() => {
    if (subcategory)
      navigate(paths.category(subcategory.url_kategorije, subcategory.url_podkategorije), { replace: true });
  }, [subcategory, navigate, paths.category]);
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

  const first = data?.pages[0];
  const products = data?.pages.flatMap((page) => page.proizvodi) ?? [];
  const total = first?.ukupno ?? 0;
  const filtered = hasFilters(searchParams);

  return (
    <CatalogPage busy={isPending}>
      <h1>{t('search.title', { term })}</h1>
      {isPending || !first ? (
        <ProductGridSkeleton heading={false} />
      ) : total === 0 && !filtered ? (
        <NothingFound term={term} suggestion={first.predlog} categories={first.popularneKategorije} />
      ) : (
        <>
          {first.predlog && <DidYouMean suggestion={first.predlog} />}
          {first.djelimicno && (
            <p className={styles.partial} data-testid="search-partial">
              {t('search.partial')}
            </p>
          )}
          <ListingLayout
            filters={
              first.facets && <FacetPanelDrawer facets={first.facets} searchParams={searchParams} update={update} />
            }
            count={<p data-testid="search-count">{t('search.count', { count: total })}</p>}
            sort={
              <SortSelect
                sorts={SEARCH_SORTS}
                value={query.sort ?? 'relevantnost'}
                onChange={(sort) => update({ sort: sort === 'relevantnost' ? undefined : sort })}
              />
            }
          >
            {products.length === 0 ? (
              <p className={styles.message}>{t('listing.empty')}</p>
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
          </ListingLayout>
        </>
      )}
    </CatalogPage>
  );
}
