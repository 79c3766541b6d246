import { useTranslation } from '@shop/shared/i18n';
import { CloseIcon, MenuIcon } from '@shop/shared/ui';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CartLink } from './CartLink';
import styles from './Header.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { SearchSlot } from './SearchSlot';
import { UserMenu } from './UserMenu';

/** Below 900 px: menu toggle, logo and actions; the search box on its own row; the links in a drawer. */
export function MobileHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const navId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the drawer
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className={`${styles.header} ${styles.mobile}`} data-header="mobile">
      <div className={styles.row}>
        <button
          type="button"
          className={styles.iconButton}
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((value) => !value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Logo />
        <div className={styles.actions}>
          <CartLink />
          <UserMenu />
          <LanguageSwitch />
        </div>
      </div>
      <SearchSlot />
      <nav
        id={navId}
        aria-label={t('nav.mainMenu')}
        className={styles.drawer}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <NavLinks className={styles.drawerList} />
      </nav>
    </header>
  );
}
