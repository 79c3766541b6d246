import { useTranslation } from '@shop/shared/i18n';
import { useFavourites, useSetFavourite } from '@shop/shared/state';
import styles from './ProductActions.module.css';

/** The wishlist heart: signed-in users only (SPEC §6), filled while the server's list holds the product. */
export function FavouriteHeart({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { signedIn, data } = useFavourites();
  const setFavourite = useSetFavourite();
  if (!signedIn) return null;

  const favourite = data?.items.some((item) => item.id_proizvoda === productId) ?? false;
  return (
    <button
      type="button"
      className={styles.action}
      aria-pressed={favourite}
      aria-label={t(favourite ? 'product.removeFromFavourites' : 'product.addToFavourites')}
      disabled={setFavourite.isPending || !data}
      onClick={() => setFavourite.mutate({ id: productId, favourite: !favourite })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={favourite ? styles.filled : ''}>
        <path d="M12 21s-7.5-4.6-9.5-9.2C1 8.1 3.4 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.6 0 6 3.6 4.5 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
