import { useTranslation } from '@shop/shared/i18n';
import { CardIcon, TruckIcon } from '@shop/shared/ui';
import styles from './ProductDetails.module.css';

/** 'Kupovina na rate' and 'Isporuka 2-5 dana'. */
export function FeatureTiles() {
  const { t } = useTranslation();
  return (
    <ul className={styles.tiles}>
      <li>
        <CardIcon /> {t('product.instalments')}
      </li>
      <li>
        <TruckIcon /> {t('product.delivery')}
      </li>
    </ul>
  );
}
