import { useTranslation } from '@shop/shared/i18n';
import { CartLink } from './CartLink';
import styles from './Header.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { SearchSlot } from './SearchSlot';
import { UserMenu } from './UserMenu';

/** From 900 px: logo, search and actions on one row, the main links below. */
export function DesktopHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header} data-header="desktop">
      <div className={styles.row}>
        <Logo />
        <SearchSlot />
        <div className={styles.actions}>
          <CartLink />
          <UserMenu />
          <LanguageSwitch />
        </div>
      </div>
      <nav aria-label={t('nav.mainMenu')} className={styles.navRow}>
        <NavLinks className={styles.navList} />
      </nav>
    </header>
  );
}
