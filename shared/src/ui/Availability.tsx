import { useTranslation } from '../i18n/useTranslation';
import styles from './Availability.module.css';

/** Counts above this read '20+' (SPEC §9). */
const SHOWN_STOCK_LIMIT = 20;

/** SPEC §4: stock above 0 reads 'Dostupno online' with the count ('20+' above 20); otherwise 'Nedostupno'. */
export function stockCountText(stock: number): string {
  return stock > SHOWN_STOCK_LIMIT ? `${SHOWN_STOCK_LIMIT}+` : String(stock);
}

export function Availability({ stock }: { stock: number }) {
  const { t } = useTranslation();
  if (stock <= 0) return <span className={styles.unavailable}>{t('product.unavailable')}</span>;
  return (
    <span className={styles.available}>
      {t('product.available')} ({stockCountText(stock)})
    </span>
  );
}
