import '../messages';
import { useTranslation } from '@shop/shared/i18n';
import { RemoteRoot } from '@shop/shared/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import styles from '../components/Account.module.css';
import { SignedInOnly } from '../components/SignedInOnly';
import { CompanyDetails } from '../features/company/components/CompanyDetails';
import { JoinCompany } from '../features/company/components/JoinCompany';

/** /korisnik/firma, and /korisnik/firma/pridruzivanje/{token} from a company administrator's invitation. */
export default function CompanyPage() {
  const { t } = useTranslation();
  const { token } = useParams();
  useEffect(() => {
    document.title = `${t('myCompany.title')} | IT Shop`;
  }, [t]);
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <section className={styles.page}>
        <h1>{t('myCompany.title')}</h1>
        <SignedInOnly>{token ? <JoinCompany token={token} /> : <CompanyDetails />}</SignedInOnly>
      </section>
    </RemoteRoot>
  );
}
