import '../messages';
import { useTranslation } from '@shop/shared/i18n';
import { RemoteRoot } from '@shop/shared/ui';
import { useEffect } from 'react';
import styles from '../components/Account.module.css';
import { SignedInOnly } from '../components/SignedInOnly';
import { AddressBook } from '../features/addresses/components/AddressBook';
import { AccountLinks } from '../features/profile/components/AccountLinks';
import { AccountProfile } from '../features/profile/components/AccountProfile';

/** /korisnik: links to orders, saved products and points; the profile and its security; the address book. */
export default function AccountPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('myAccount.title')} | IT Shop`;
  }, [t]);
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <section className={styles.page}>
        <h1>{t('myAccount.title')}</h1>
        <SignedInOnly>
          <AccountLinks />
          <AccountProfile />
          <AddressBook />
        </SignedInOnly>
      </section>
    </RemoteRoot>
  );
}
