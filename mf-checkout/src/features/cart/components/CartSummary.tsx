import { useTranslation } from '@shop/shared/i18n';
import { useCartAmount } from '@shop/shared/state';
import { Link } from 'react-router-dom';

/** The cart's item count from the session. Cart lines, totals and checkout come with issue 6. */
export function CartSummary() {
  const { t } = useTranslation();
  const { data: amount, isPending } = useCartAmount();

  return (
    <section>
      <h1>{t('cart.title')}</h1>
      {isPending ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : amount ? (
        <p>
          {t('cart.items')}: <strong data-testid="cart-page-count">{amount}</strong>
        </p>
      ) : (
        <p>
          {t('cart.empty')} <Link to="/webshop">{t('home.toShop')}</Link>
        </p>
      )}
    </section>
  );
}
