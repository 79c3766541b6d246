import { useTranslation } from '@shop/shared/i18n';
import { useFavourites, useSetFavourite } from '@shop/shared/state';
import { ProductCard, usePageTitle } from '@shop/shared/ui';
import { Link, useLocation } from 'react-router-dom';
import styles from './SavedProducts.module.css';

/** /sacuvani-proizvodi, /en/saved-products: the wishlist of a signed-in user. */
export function SavedProducts() {
  const { t, paths } = useTranslation();
  const location = useLocation();
  const { signedIn, userPending, data, isPending } = useFavourites();
  const remove = useSetFavourite();

  usePageTitle(t('saved.title'));

  let body: React.ReactNode;
  if (userPending || (signedIn && isPending)) body = <p className={styles.note}>{t('common.loading')}</p>;
  else if (!signedIn)
    body = (
      <p className={styles.note}>
        {t('saved.signInFirst')}{' '}
        <Link to={paths.page('signIn')} state={{ from: location.pathname }}>
          {t('nav.signIn')}
        </Link>
      </p>
    );
  else if (!data?.items.length)
    body = (
      <p className={styles.note}>
        {t('saved.empty')} <Link to={paths.page('webshop')}>{t('nav.webshop')}</Link>
      </p>
    );
  else
    body = (
      <ul className={styles.grid}>
        {data.items.map((product) => (
          <li key={product.id_proizvoda}>
            <ProductCard product={product} />
            <button
              type="button"
              className={styles.remove}
              disabled={remove.isPending}
              onClick={() => remove.mutate({ id: product.id_proizvoda, favourite: false })}
              aria-label={`${t('saved.remove')}: ${product.naziv}`}
            >
              {t('saved.remove')}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.page}>
      <h1>{t('saved.title')}</h1>
      {body}
    </section>
  );
}
