import { useTranslation } from '@shop/shared/i18n';
import { sitePagePath } from '@shop/shared/site';
import { NavLink } from 'react-router-dom';

/** Services, about, contact (in the page's language) and the webshop (Serbian only). */
export function NavLinks({ className }: { className?: string }) {
  const { t, language } = useTranslation();
  return (
    <ul className={className}>
      <li>
        <NavLink to={sitePagePath('services', language)}>{t('nav.services')}</NavLink>
      </li>
      <li>
        <NavLink to={sitePagePath('about', language)}>{t('nav.about')}</NavLink>
      </li>
      <li>
        <NavLink to={sitePagePath('contact', language)}>{t('nav.contact')}</NavLink>
      </li>
      <li>
        <NavLink to={sitePagePath('webshop')}>{t('nav.webshop')}</NavLink>
      </li>
    </ul>
  );
}
