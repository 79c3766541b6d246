import { useTranslation } from '@shop/shared/i18n';
import { SHELL_SLOTS } from '@shop/shared/site';
import { Link } from 'react-router-dom';
import { company } from '../company';
import { RemoteModule } from '../federation/RemoteModule';
import { usePageMeta } from '../seo/usePageMeta';
import styles from './HomePage.module.css';
import { ServiceCards } from './ServiceCards';

/** Home: hero, a few facts, the shop's highlights (catalog remote), the services overview and the way into the shop. */
export function HomePage() {
  const { t, paths } = useTranslation();
  usePageMeta('', t('home.description'));
  const years = new Date().getFullYear() - company.foundedYear;
  return (
    <>
      <section className={styles.hero}>
        <h1>{t('home.title')}</h1>
        <p className={styles.lead}>{t('home.lead')}</p>
        <div className={styles.ctas}>
          <Link className={styles.cta} to={paths.page('webshop')}>
            {t('home.toShop')}
          </Link>
          <Link className={styles.secondary} to={paths.page('services')}>
            {t('home.toServices')}
          </Link>
        </div>
        <dl className={styles.facts}>
          <div>
            {/* From the renderer's clock: server and browser may differ around New Year (no hydration error). */}
            <dt suppressHydrationWarning>{years}+</dt>
            <dd>{t('home.factYears')}</dd>
          </div>
          <div>
            <dt>500+</dt>
            <dd>{t('home.factClients')}</dd>
          </div>
          <div>
            <dt>{company.offices.length}</dt>
            <dd>{t('home.factOffices')}</dd>
          </div>
        </dl>
      </section>
      {/* The shop's promotions, sale, new products and categories: the catalog remote's, in space kept for it. */}
      <RemoteModule
        id={SHELL_SLOTS.homeHighlights}
        quiet
        fallback={<div className={styles.highlightsSpace} aria-hidden="true" />}
      />
      <section className={styles.block} aria-labelledby="home-services">
        <h2 id="home-services">{t('home.servicesTitle')}</h2>
        <p className={styles.blockLead}>{t('home.servicesLead')}</p>
        <ServiceCards headingLevel="h3" />
      </section>
      <section className={`${styles.block} ${styles.shop}`} aria-labelledby="home-shop">
        <h2 id="home-shop">{t('home.shopTitle')}</h2>
        <p className={styles.blockLead}>{t('home.shopLead')}</p>
        <Link className={styles.cta} to={paths.page('webshop')}>
          {t('home.toShop')}
        </Link>
      </section>
    </>
  );
}
