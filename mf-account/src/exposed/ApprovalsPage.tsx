import '../messages';
import { useTranslation } from '@shop/shared/i18n';
import { RemoteRoot } from '@shop/shared/ui';
import { useEffect } from 'react';
import styles from '../components/Account.module.css';
import { SignedInOnly } from '../components/SignedInOnly';
import { ApprovalsList } from '../features/approvals/components/ApprovalsList';

/** /korisnik/firma/odobrenja: a company's orders waiting for approval (decision 023). */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('approvals.title')} | IT Shop`;
  }, [t]);
  return (
    <RemoteRoot remote="account" release={process.env.SHOP_RELEASE}>
      <section className={styles.page}>
        <h1>{t('approvals.title')}</h1>
        <SignedInOnly>
          <ApprovalsList />
        </SignedInOnly>
      </section>
    </RemoteRoot>
  );
}
