import { useTranslation } from '@shop/shared/i18n';
import { loyaltyPath, sitePagePath } from '@shop/shared/site';
import { Link } from 'react-router-dom';
import styles from '../../../components/Account.module.css';

/** /korisnik leads on to the orders, the saved products, the loyalty points and the user's company. */
export function AccountLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('myAccount.links')}>
      <ul className={styles.links}>
        <li>
          <Link to={sitePagePath('accountOrders')}>{t('myOrders.title')}</Link>
        </li>
        <li>
          <Link to={sitePagePath('savedProducts')}>{t('saved.title')}</Link>
        </li>
        <li>
          <Link to={loyaltyPath()}>{t('myAccount.loyalty')}</Link>
        </li>
        <li>
          <Link to={sitePagePath('accountCompany')}>{t('myCompany.title')}</Link>
        </li>
      </ul>
    </nav>
  );
}
