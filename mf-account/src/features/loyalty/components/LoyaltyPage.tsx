import { LOYALTY } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { loyaltySlugOf } from '@shop/shared/site';
import { useLoyaltyAccount } from '@shop/shared/state';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLoyaltyProduct } from '../api/useLoyaltyProduct';
import styles from './Loyalty.module.css';
import { MyPoints } from './MyPoints';
import { ProductPoints } from './ProductPoints';
import { Programme } from './Programme';

/**
 * `/<slug>-loyalty`: with the shop's brand slug (`LOYALTY.brandSlug`) the programme page; with a product's slug also
 * what that product earns; an unknown slug goes to not-found. A signed-in customer also sees their points.
 */
export function LoyaltyPage() {
  const { t, language, paths } = useTranslation();
  const location = useLocation();
  const slug = loyaltySlugOf(location.pathname);
  const productSlug = slug === LOYALTY.brandSlug ? undefined : slug;
  const { product, isPending: productPending } = useLoyaltyProduct(productSlug, language);
  const { signedIn, userPending, data: account } = useLoyaltyAccount();

  useEffect(() => {
    document.title = `${t('loyalty.title')} | IT Shop`;
  }, [t]);

  let mine: React.ReactNode;
  if (userPending) mine = null;
  else if (!signedIn)
    mine = (
      <p className={styles.note}>
        {t('loyalty.guestsNote')}{' '}
        <Link to={paths.page('signIn')} state={{ from: location.pathname }}>
          {t('loyalty.signIn')}
        </Link>
      </p>
    );
  else if (account) mine = <MyPoints account={account} />;
  else mine = <p className={styles.note}>{t('common.loading')}</p>;

  return (
    <section className={styles.page}>
      <h1>{t('loyalty.title')}</h1>
      <p className={styles.intro}>{t('loyalty.intro')}</p>
      {productSlug !== undefined &&
        (product ? <ProductPoints product={product} /> : productPending && <p>{t('common.loading')}</p>)}
      {mine}
      <Programme />
    </section>
  );
}
