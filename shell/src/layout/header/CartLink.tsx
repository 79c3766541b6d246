import { useTranslation } from '@shop/shared/i18n';
import { useCartAmount } from '@shop/shared/state';
import { CartIcon } from '@shop/shared/ui';
import { Link } from 'react-router-dom';
import styles from './Header.module.css';

/** The cart icon with the live count (GET /api/getCartAmount; add-to-cart anywhere updates the same query). */
export function CartLink() {
  const { t, paths } = useTranslation();
  const { data: count = 0 } = useCartAmount();
  return (
    <Link to={paths.page('cart')} className={styles.iconButton} aria-label={t('nav.cartWithCount', { count })}>
      <CartIcon />
      <span className={styles.badge} data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}
