import { formatPrice } from '../format/price';
import styles from './Price.module.css';

interface PriceProps {
  current: number;
  regular: number;
  onSale: boolean;
}

/** The current price, with the regular one struck through when the product is on sale (SPEC §2). */
export function Price({ current, regular, onSale }: PriceProps) {
  return (
    <span className={styles.price}>
      <span className={onSale ? styles.sale : styles.current}>{formatPrice(current)}</span>
      {onSale && <s className={styles.regular}>{formatPrice(regular)}</s>}
    </span>
  );
}
