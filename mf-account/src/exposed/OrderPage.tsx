import '../messages';
import { RemoteRoot } from '@shop/shared/ui';
import styles from '../components/Account.module.css';
import { SignedInOnly } from '../components/SignedInOnly';
import { OrderDetail } from '../features/orders/components/OrderDetail';

/** /korisnik/narudzbe/:id */
export default function OrderPage() {
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <section className={styles.page}>
        <SignedInOnly>
          <OrderDetail />
        </SignedInOnly>
      </section>
    </RemoteRoot>
  );
}
