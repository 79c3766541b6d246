import { useTranslation } from '@shop/shared/i18n';
import { languageSwitchTarget } from '@shop/shared/site';
import { Link, useLocation } from 'react-router-dom';
import styles from './Header.module.css';

/** SR/EN: leads to the mirror page; hidden on shop and account pages, which have no English version. */
export function LanguageSwitch() {
  const { pathname } = useLocation();
  const { t, language } = useTranslation();
  const target = languageSwitchTarget(pathname);
  if (!target) return null;
  const other = language === 'en' ? 'sr' : 'en';
  return (
    <Link
      to={target}
      className={styles.languageSwitch}
      hrefLang={other}
      lang={other === 'sr' ? 'sr-Latn' : 'en'}
      aria-label={t('language.switchLabel')}
      data-testid="language-switch"
    >
      {other.toUpperCase()}
    </Link>
  );
}
