import { useTranslation } from '@shop/shared/i18n';
import { CloseIcon, MenuIcon } from '@shop/shared/ui';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMediaMatch } from '../../hooks/useMediaMatch';
import { desktopQuery } from '../breakpoints';
import { CartLink } from './CartLink';
import styles from './Header.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { SearchSlot } from './SearchSlot';
import { UserMenu } from './UserMenu';

/** `data-header` names the layout the screen shows; not known (left out) until the browser has hydrated the page. */
function layoutName(desktop: boolean | undefined) {
  if (desktop === undefined) return undefined;
  return desktop ? 'desktop' : 'mobile';
}

/**
 * SPEC §2. From 900 px: logo, search and actions on one row, the main links below. Narrower: a menu toggle, logo and
 * actions, the search box on its own row, the links in a drawer. One tree laid out by CSS media queries, so the
 * server's HTML is already right on every screen and nothing swaps after hydration.
 */
export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const desktop = useMediaMatch(desktopQuery);
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the drawer
  useEffect(() => setMenuOpen(false), [pathname]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setMenuOpen(false);
  };

  return (
    <header className={styles.header} data-header={layoutName(desktop)}>
      <div className={styles.row}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.menuToggle}`}
          aria-expanded={menuOpen}
          aria-controls={navId}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
          onKeyDown={closeOnEscape}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Logo />
        <SearchSlot />
        <div className={styles.actions}>
          <CartLink />
          <UserMenu />
          <LanguageSwitch />
        </div>
      </div>
      <nav
        id={navId}
        aria-label={t('nav.mainMenu')}
        className={menuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}
        onKeyDown={closeOnEscape}
      >
        <NavLinks className={styles.navList} />
      </nav>
    </header>
  );
}
