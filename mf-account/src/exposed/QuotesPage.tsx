import '../messages';
import { useTranslation } from '@shop/shared/i18n';
import { RemoteRoot } from '@shop/shared/ui';
import { useEffect } from 'react';
import styles from '../components/Account.module.css';
import { SignedInOnly } from '../components/SignedInOnly';
import { QuotesList } from '../features/quotes/components/QuotesList';

/** /korisnik/ponude */
export default function QuotesPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('myQuotes.title')} | IT Shop`;
  }, [t]);
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <section className={styles.page}>
        <h1>{t('myQuotes.title')}</h1>
        <SignedInOnly>
          <QuotesList />
        </SignedInOnly>
      </section>
    </RemoteRoot>
  );
}
