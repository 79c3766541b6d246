import { useTranslation } from '@shop/shared/i18n';
import { Price } from '@shop/shared/ui';
import { Link, useParams } from 'react-router-dom';
import { useProduct } from '../api/useProduct';
import styles from './ProductDetails.module.css';

/** The product page's core: breadcrumb, image, title, price and availability. The full page comes with issue 5. */
export function ProductDetails() {
  const { naziv = '' } = useParams();
  const { t } = useTranslation();
  const { product: response, isError, refetch } = useProduct(naziv);

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
  if (!response) return <p aria-busy="true">{t('common.loading')}</p>;

  const { product } = response;
  return (
    <article className={styles.product}>
      <nav aria-label="breadcrumb" className={styles.breadcrumb}>
        <Link to="/webshop">{t('product.breadcrumbRoot')}</Link> ›{' '}
        <Link to={`/webshop/${product.url_kategorije}`}>{product.naziv_kategorije}</Link> ›{' '}
        {product.naziv_podkategorije}
      </nav>
      <img
        className={styles.image}
        src={product.url_slike}
        alt={product.naziv}
        width={800}
        height={800}
        fetchPriority="high"
      />
      <div className={styles.summary}>
        <h1>{product.naziv}</h1>
        <p className={styles.code}>
          {t('product.code')}: {product.kod_proizvoda}
        </p>
        <p className={styles.price}>
          <Price
            current={product.trenutna_cijena}
            regular={product.prodajna_cijena_sa_pdv}
            onSale={product.naAkciji === 1}
          />
        </p>
        <p>
          {product.kolicina > 0
            ? `${t('product.available')} (${product.kolicina > 20 ? '20+' : product.kolicina})`
            : t('product.unavailable')}
        </p>
        <p className={styles.note}>{t('price.vatNote')}</p>
        <p>{product.kratak_opis}</p>
      </div>
    </article>
  );
}
