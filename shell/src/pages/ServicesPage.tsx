import { useTranslation } from '@shop/shared/i18n';
import { usePageMeta } from '../seo/usePageMeta';
import styles from './ContentPage.module.css';
import { ServiceCards } from './ServiceCards';

/** /usluge, /en/services: the overview of all services. */
export function ServicesPage() {
  const { t } = useTranslation();
  usePageMeta(t('nav.services'), t('home.servicesLead'));
  return (
    <div>
      <header className={styles.header}>
        <h1>{t('home.servicesTitle')}</h1>
        <p className={styles.lead}>{t('home.servicesLead')}</p>
      </header>
      <ServiceCards />
    </div>
  );
}
