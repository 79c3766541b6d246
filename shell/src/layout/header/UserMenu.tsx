import type { User } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { useCurrentUser, useSignOut } from '@shop/shared/state';
import { UserIcon } from '@shop/shared/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Avatar } from './Avatar';
import styles from './Header.module.css';

/** The user icon: a guest goes to /prijava (taking the current location along), a user opens the menu. */
export function UserMenu() {
  const { t, paths } = useTranslation();
  const { data: user } = useCurrentUser();
  const location = useLocation();

  if (!user) {
    return (
      <Link
        to={paths.page('signIn')}
        state={{ from: `${location.pathname}${location.search}${location.hash}` }}
        className={styles.iconButton}
        aria-label={t('nav.signIn')}
        data-testid="user-icon"
      >
        <UserIcon />
      </Link>
    );
  }
  return <SignedInMenu user={user} />;
}

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

const isStaff = (user: User) => user.role === 'Admin' || user.role === 'Editor';

/** SPEC §2 user menu: Dashboard (Admin or Editor only), Nalog, Lista želja, Narudžbe, Odjavi se. Menu-button pattern. */
function SignedInMenu({ user }: { user: User }) {
  const { t, paths } = useTranslation();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    menuItems(menu.current)[0]?.focus();
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = menuItems(menu.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className={styles.userMenu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t('nav.userMenu')}: ${user.korisnicko_ime}`}
        data-testid="user-icon"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar user={user} />
      </button>
      {open && (
        <div id={menuId} ref={menu} role="menu" className={styles.menu} onKeyDown={onMenuKeyDown}>
          {isStaff(user) && (
            <Link role="menuitem" to={paths.page('adminPanel')} tabIndex={-1}>
              {t('nav.dashboard')}
            </Link>
          )}
          <Link role="menuitem" to={paths.page('account')} tabIndex={-1}>
            {t('nav.account')}
          </Link>
          <Link role="menuitem" to={paths.page('savedProducts')} tabIndex={-1}>
            {t('nav.wishlist')}
          </Link>
          <Link role="menuitem" to={paths.page('accountOrders')} tabIndex={-1}>
            {t('nav.orders')}
          </Link>
          <button
            role="menuitem"
            type="button"
            tabIndex={-1}
            onClick={() => {
              setOpen(false);
              signOut.mutate();
            }}
          >
            {t('nav.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
