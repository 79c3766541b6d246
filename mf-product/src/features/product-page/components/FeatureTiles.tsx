import { useTranslation } from '@shop/shared/i18n';
import styles from './ProductDetails.module.css';

/** 'Kupovina na rate' and 'Isporuka 2-5 dana'. */
export function FeatureTiles() {
  const { t } = useTranslation();
  return (
    <ul className={styles.tiles}>
      <li>
        <span aria-hidden="true">💳</span> {t('product.instalments')}
      </li>
      <li>
        <span aria-hidden="true">🚚</span> {t('product.delivery')}
      </li>
    </ul>
  );
}
