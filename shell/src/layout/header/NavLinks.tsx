import { useTranslation } from '@shop/shared/i18n';
import { NavLink } from 'react-router-dom';

/** Services, about, contact (in the page's language) and the webshop (Serbian only). */
export function NavLinks({ className }: { className?: string }) {
  const { t, paths } = useTranslation();
  return (
    <ul className={className}>
      <li>
        <NavLink to={paths.page('services')}>{t('nav.services')}</NavLink>
      </li>
      <li>
        <NavLink to={paths.page('about')}>{t('nav.about')}</NavLink>
      </li>
      <li>
        <NavLink to={paths.page('contact')}>{t('nav.contact')}</NavLink>
      </li>
      <li>
        <NavLink to={paths.page('webshop')}>{t('nav.webshop')}</NavLink>
      </li>
    </ul>
  );
}
