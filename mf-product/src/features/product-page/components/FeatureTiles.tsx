import { useTranslation } from '@shop/shared/i18n';
import { CardIcon, TruckIcon } from '@shop/shared/ui';
import { Link } from 'react-router-dom';
import styles from './ProductDetails.module.css';

/** 'Kupovina na rate' (linking to the page that explains how, issue 15) and 'Isporuka 2-5 dana'. */
export function FeatureTiles() {
  const { t, paths } = useTranslation();
  return (
    <ul className={styles.tiles}>
      <li>
        <CardIcon /> <Link to={paths.page('instalments')}>{t('product.instalments')}</Link>
      </li>
      <li>
        <TruckIcon /> {t('product.delivery')}
      </li>
    </ul>
  );
}
