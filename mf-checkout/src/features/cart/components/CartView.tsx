import { useTranslation } from '@shop/shared/i18n';
import { openProformaDialog, useBuyerPrices } from '@shop/shared/state';
import { Button, buttonClassName, LinesSkeleton, Totals, usePageTitle } from '@shop/shared/ui';
import { Link } from 'react-router-dom';
import { useCart } from '../../../api/useCart';
import { useRemoveFromCart } from '../api/removeFromCart';
import { useUpdateCartItem } from '../api/updateCartItem';
import { CartLineRow } from './CartLineRow';
import styles from './CartView.module.css';

/** /korpa: lines, sums, a pro-forma request for the whole cart, and the way to payment. */
export function CartView() {
  const { t, paths } = useTranslation();
  usePageTitle(t('cart.title'));
  const { data: cart, isPending } = useCart();
  const update = useUpdateCartItem();
  const remove = useRemoveFromCart();
  // A company buyer's quantity brackets beside each line (the line's own price comes with the cart).
  const buyerPrices = useBuyerPrices(cart?.stavke.map((line) => line.id_proizvoda) ?? []);

  if (isPending) {
    return (
      <section className={styles.page}>
        <h1>{t('cart.title')}</h1>
        <LinesSkeleton heading={false} />
      </section>
    );
  }
  if (!cart || cart.stavke.length === 0) {
    return (
      <section className={styles.page}>
        <h1>{t('cart.title')}</h1>
        <div className={styles.empty}>
          <p>{t('cart.empty')}</p>
          <Link to={paths.page('webshop')} className={buttonClassName('primary')}>
            {t('cart.toShop')}
          </Link>
        </div>
      </section>
    );
  }

  const requestProforma = () =>
    openProformaDialog(
      cart.stavke.map((line) => ({ id_proizvoda: line.id_proizvoda, kolicina: line.kolicina, naziv: line.naziv })),
    );
  const canCheckout = cart.stavke.every((line) => line.dostupno >= line.kolicina);

  return (
    <section className={styles.page}>
      <h1>{t('cart.title')}</h1>
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label={t('cart.title')}>
          {cart.stavke.map((line) => (
            <CartLineRow
              key={line.id_proizvoda}
              line={line}
              buyerPrice={buyerPrices.get(line.id_proizvoda)}
              onQuantity={(kolicina) => update.mutate({ id_proizvoda: line.id_proizvoda, kolicina })}
              onRemove={() => remove.mutate(line.id_proizvoda)}
            />
          ))}
        </ul>
        <aside className={styles.summary}>
          <Totals subtotal={cart.medjuzbir} vat={cart.pdv} shipping={cart.dostava} total={cart.ukupno} />
          <p className={styles.note}>{t('cart.pricesNote')}</p>
          {canCheckout ? (
            <Link to={paths.page('payment')} className={buttonClassName('primary')}>
              {t('cart.checkout')}
            </Link>
          ) : (
            <span className={buttonClassName('primary', styles.disabled)} aria-disabled="true">
              {t('cart.checkout')}
            </span>
          )}
          <Button variant="secondary" onClick={requestProforma}>
            {t('cart.requestProforma')}
          </Button>
        </aside>
      </div>
    </section>
  );
}
