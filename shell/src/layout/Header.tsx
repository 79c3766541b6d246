import { useTranslation } from '@shop/shared/i18n';
import { useCartAmount, useCurrentUser } from '@shop/shared/state';
import { Link, NavLink } from 'react-router-dom';
import { company } from '../company';
import styles from './Header.module.css';

export function Header() {
  const { t, language } = useTranslation();
  const { data: cartAmount = 0 } = useCartAmount();
  const { data: user } = useCurrentUser();
  const prefix = language === 'en' ? '/en' : '';

  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main">
        {language === 'en' ? 'Skip to content' : 'Preskoči na sadržaj'}
      </a>
      <Link to={language === 'en' ? '/en/' : '/'} className={styles.logo}>
        {company.name}
      </Link>
      <nav aria-label={t('nav.mainMenu')} className={styles.nav}>
        <NavLink to={language === 'en' ? '/en/services' : '/usluge'}>{t('nav.services')}</NavLink>
        <NavLink to={`${prefix}${language === 'en' ? '/about' : '/o-nama'}`}>{t('nav.about')}</NavLink>
        <NavLink to={`${prefix}${language === 'en' ? '/contact' : '/kontakt'}`}>{t('nav.contact')}</NavLink>
        <NavLink to="/webshop">{t('nav.webshop')}</NavLink>
      </nav>
      <div className={styles.actions}>
        <Link to="/korpa" className={styles.cart} aria-label={`${t('nav.cart')}: ${cartAmount}`}>
          {t('nav.cart')} <span data-testid="cart-count">{cartAmount}</span>
        </Link>
        {user ? <Link to="/korisnik">{user.korisnicko_ime}</Link> : <Link to="/prijava">{t('nav.signIn')}</Link>}
        <Link to={language === 'en' ? '/' : '/en/'} lang={language === 'en' ? 'sr-Latn' : 'en'}>
          {language === 'en' ? 'SR' : 'EN'}
        </Link>
      </div>
    </header>
  );
}
