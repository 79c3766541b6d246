import '../messages';
import { useTranslation } from '@shop/shared/i18n';
import { RemoteRoot } from '@shop/shared/ui';
import { useEffect } from 'react';
import styles from '../components/Account.module.css';
import { SignedInOnly } from '../components/SignedInOnly';
import { OrdersList } from '../features/orders/components/OrdersList';

/** /korisnik/narudzbe */
export default function OrdersPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('myOrders.title')} | IT Shop`;
  }, [t]);
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <section className={styles.page}>
        <h1>{t('myOrders.title')}</h1>
        <SignedInOnly>
          <OrdersList />
        </SignedInOnly>
      </section>
    </RemoteRoot>
  );
}
