import { useTranslation } from '@shop/shared/i18n';
import { Link } from 'react-router-dom';
import { company } from '../../company';
import styles from './Header.module.css';

export function Logo() {
  const { t, paths } = useTranslation();
  return (
    <Link to={paths.page('home')} className={styles.logo} aria-label={t('nav.homeLink', { name: company.name })}>
      <span className={styles.logoMark} aria-hidden="true">
        IT
      </span>
      <span>Shop</span>
    </Link>
  );
}
