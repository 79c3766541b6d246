import { useTranslation } from '@shop/shared/i18n';
import { adminProductSearchPath } from '@shop/shared/site';
import { useCurrentUser } from '@shop/shared/state';
import { Availability, HydrateWhenSeen, ProductLabel, ProductPageSkeleton, usePageTitle } from '@shop/shared/ui';
import { useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useProduct } from '../api/useProduct';
import { useChatSocket } from '../hooks/useChatSocket';
import { warrantyMonthsKey } from '../lib/warranty';
import { CompareToggle } from './CompareToggle';
import { FavouriteHeart } from './FavouriteHeart';
import { FeatureTiles } from './FeatureTiles';
import { Gallery } from './Gallery';
import styles from './ProductDetails.module.css';
import { ProductNotFound } from './ProductNotFound';
import { ProductPrice } from './ProductPrice';
import { PurchasePanel } from './PurchasePanel';
import { RecommendedProducts } from './RecommendedProducts';
import { Specifications } from './Specifications';

/** /proizvod/:naziv, every element of SPEC §2 "Product page". */
export function ProductDetails() {
  const { naziv = '' } = useParams();
  const { t, language, paths } = useTranslation();
  const { product: response, missing, isError, refetch } = useProduct(naziv);
  const { data: user } = useCurrentUser();
  const pageEnd = useRef<HTMLDivElement>(null);
  useChatSocket();

  usePageTitle(response?.product.naziv);

  if (missing) return <ProductNotFound />;
  if (isError && !response) {
    return (
      <p role="alert">
        {t('remote.unavailable.body')}{' '}
        <button type="button" onClick={() => refetch()}>
          {t('remote.unavailable.retry')}
        </button>
      </p>
    );
  }
  if (!response) return <ProductPageSkeleton />;

  const { product } = response;
  const images = response.images.length > 0 ? response.images.map((image) => image.url_slike) : [product.url_slike];
  return (
    <article className={styles.product}>
      <HydrateWhenSeen>
        <nav aria-label="breadcrumb" className={styles.breadcrumb}>
          <Link to={paths.page('webshop')}>{t('product.breadcrumbRoot')}</Link> ›{' '}
          <Link to={paths.category(product.url_kategorije)}>{product.naziv_kategorije}</Link> ›{' '}
          <Link to={paths.category(product.url_kategorije, product.url_podkategorije)}>
            {product.naziv_podkategorije}
          </Link>
        </nav>
      </HydrateWhenSeen>
      <Gallery key={product.id_proizvoda} images={images} name={product.naziv} />
      <div className={styles.summary}>
        {product.label && (
          <ProductLabel className={styles.label} colour={product.color}>
            {product.label}
          </ProductLabel>
        )}
        <h1>{product.naziv}</h1>
        {user?.role === 'Admin' && (
          <a className={styles.edit} href={adminProductSearchPath(product.naziv)} target="_blank" rel="noopener">
            {t('product.edit')}
          </a>
        )}
        <p className={styles.code}>
          {t('product.code')}: {product.kod_proizvoda}
        </p>
        <div className={styles.price}>
          <ProductPrice product={product} withTiers />
        </div>
        <p>
          <Availability stock={product.kolicina} />
        </p>
        <PurchasePanel key={product.id_proizvoda} product={product} pageEnd={pageEnd} />
        <div className={styles.toggles}>
          <FavouriteHeart productId={product.id_proizvoda} />
          <CompareToggle productId={product.id_proizvoda} subcategoryId={product.id_podkategorije} />
        </div>
        <p className={styles.note}>{t('price.vatNote')}</p>
        <FeatureTiles />
        <p>
          {t('product.warranty')}: {t(warrantyMonthsKey(product.garancija, language), { n: product.garancija })}
        </p>
        <p>{product.kratak_opis}</p>
      </div>
      <HydrateWhenSeen>
        <Specifications pairs={response.description} />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <RecommendedProducts products={response.recommendedProducts} />
      </HydrateWhenSeen>
      <div ref={pageEnd} className={styles.end} />
    </article>
  );
}
