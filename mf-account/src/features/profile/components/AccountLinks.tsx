import { useTranslation } from '@shop/shared/i18n';
import { Link } from 'react-router-dom';
import styles from '../../../components/Account.module.css';

/** /korisnik leads on to the orders, the quotes, the saved products, the loyalty points and the user's company. */
export function AccountLinks() {
  const { t, paths } = useTranslation();
  return (
    <nav aria-label={t('myAccount.links')}>
      <ul className={styles.links}>
        <li>
          <Link to={paths.page('accountOrders')}>{t('myOrders.title')}</Link>
        </li>
        <li>
          <Link to={paths.page('accountQuotes')}>{t('myQuotes.title')}</Link>
        </li>
        <li>
          <Link to={paths.page('savedProducts')}>{t('saved.title')}</Link>
        </li>
        <li>
          <Link to={paths.loyalty()}>{t('myAccount.loyalty')}</Link>
        </li>
        <li>
          <Link to={paths.page('accountCompany')}>{t('myCompany.title')}</Link>
        </li>
      </ul>
    </nav>
  );
}
