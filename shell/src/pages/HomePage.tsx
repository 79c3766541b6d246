import { useTranslation } from '@shop/shared/i18n';
import { Link } from 'react-router-dom';
import styles from './HomePage.module.css';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero}>
      <h1>{t('home.title')}</h1>
      <p className={styles.lead}>{t('home.lead')}</p>
      <Link className={styles.cta} to="/webshop">
        {t('home.toShop')}
      </Link>
    </section>
  );
}
