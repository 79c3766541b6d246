import type { OrderAgainChange } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { Link } from 'react-router-dom';
import account from '../../../components/Account.module.css';
import { useOrderAgain } from '../api/useOrderAgain';
import styles from './Orders.module.css';

function changeValues(change: OrderAgainChange): Record<string, string | number> {
  switch (change.vrsta) {
    case 'cijena':
      return { name: change.naziv, old: formatPrice(change.stara_cijena), new: formatPrice(change.nova_cijena) };
    case 'kolicina':
      return { name: change.naziv, ordered: change.naruceno, added: change.dodano };
    default:
      return { name: change.naziv };
  }
}

/** "Order again": the lines go into the cart, and whatever is not as it was (price, stock, no longer sold) is listed. */
export function OrderAgain({ orderId }: { orderId: number }) {
  const { t, paths } = useTranslation();
  const again = useOrderAgain();
  return (
    <div className={styles.again}>
      <button type="button" className={account.button} disabled={again.isPending} onClick={() => again.mutate(orderId)}>
        {t('myOrders.orderAgain')}
      </button>
      <div role="status" data-testid="order-again-result">
        {again.data && (
          <>
            <p className={account.success}>
              {t('myOrders.orderedAgain')} <Link to={paths.page('cart')}>{t('myOrders.toCart')}</Link>
            </p>
            {again.data.promjene.length > 0 && (
              <>
                <p>{t('myOrders.changesTitle')}</p>
                <ul>
                  {again.data.promjene.map((change) => (
                    <li key={`${change.vrsta}-${change.naziv}`}>
                      {t(`myOrders.change.${change.vrsta}`, changeValues(change))}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
