import { ApiError } from '@shop/shared/api-client';
import { LISTING_SORTS } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { useCategories } from '@shop/shared/state';
import { HydrateWhenSeen, ProductGridSkeleton, usePageTitle } from '@shop/shared/ui';
import { useMemo } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { CatalogPage } from '../../../components/CatalogPage';
import { FacetPanelDrawer } from '../../../components/listing-filters/FacetPanelDrawer';
import { ListingLayout } from '../../../components/listing-filters/ListingLayout';
import { SortSelect } from '../../../components/listing-filters/SortSelect';
import { useListingParams } from '../../../components/listing-filters/useListingParams';
import { ProductGrid } from '../../../components/ProductGrid';
import { useCategoryProducts } from '../api/getCategoryProducts';
import { listingQueryOf } from '../lib/listingQuery';
import styles from './CategoryPage.module.css';
import { Pagination } from './Pagination';

/** /webshop/:kategorija and /webshop/:kategorija/:podkategorija: products with facets, sort and pages. */
export function CategoryPage() {
  const { kategorija = '', podkategorija } = useParams();
  const { t, paths } = useTranslation();
  const { searchParams, update } = useListingParams();
  const query = useMemo(
    () => listingQueryOf(kategorija, podkategorija, searchParams),
    [kategorija, podkategorija, searchParams],
  );
  const { data: listing, error, isPending } = useCategoryProducts(query);
  const { data: categories } = useCategories();
  usePageTitle(listing ? (listing.podkategorija?.naziv ?? listing.kategorija.naziv) : undefined);

  if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.page('notFound')} replace />;
  if (isPending) {
    return (
      <CatalogPage>
        <ProductGridSkeleton />
      </CatalogPage>
    );
  }
  if (!listing) {
    return (
      <CatalogPage>
        <p role="alert">{t('remote.unavailable.body')}</p>
      </CatalogPage>
    );
  }

  const category = categories?.find((c) => c.url_stranice === listing.kategorija.url_stranice);
  const categoryLink = paths.category(listing.kategorija.url_stranice);

  return (
    <CatalogPage>
      <HydrateWhenSeen>
        <nav aria-label={t('shop.breadcrumb')} className={styles.breadcrumb}>
          <Link to={paths.page('webshop')}>{t('shop.title')}</Link> ›{' '}
          {listing.podkategorija ? (
            <>
              <Link to={categoryLink}>{listing.kategorija.naziv}</Link> › <span>{listing.podkategorija.naziv}</span>
            </>
          ) : (
            <span>{listing.kategorija.naziv}</span>
          )}
        </nav>
      </HydrateWhenSeen>
      <h1 className={styles.title}>{listing.podkategorija?.naziv ?? listing.kategorija.naziv}</h1>
      {category && (
        <nav aria-label={t('shop.subcategories')}>
          <ul className={styles.subcategories}>
            {category.podkategorije.map((sub) => (
              <li key={sub.id_podkategorije}>
                <Link
                  to={paths.category(category.url_stranice, sub.url_stranice)}
                  aria-current={sub.url_stranice === listing.podkategorija?.url_stranice ? 'page' : undefined}
                >
                  {sub.naziv_podkategorije}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListingLayout
        filters={<FacetPanelDrawer facets={listing.facets} searchParams={searchParams} update={update} />}
        count={<p data-testid="listing-count">{t('listing.count', { count: listing.ukupno })}</p>}
        sort={
          <SortSelect sorts={LISTING_SORTS} value={query.sort ?? 'najnovije'} onChange={(sort) => update({ sort })} />
        }
      >
        {listing.proizvodi.length === 0 ? (
          <p className={styles.empty}>{t('listing.empty')}</p>
        ) : (
          <ProductGrid products={listing.proizvodi} />
        )}
        <Pagination
          page={listing.stranica}
          pageCount={listing.brojStranica}
          onPage={(page) => {
            update({ stranica: page > 1 ? String(page) : undefined });
            window.scrollTo({ top: 0 });
          }}
        />
      </ListingLayout>
    </CatalogPage>
  );
}
