import { useTranslation } from '../../i18n/useTranslation';
import styles from './QuantityField.module.css';
import { useQuantityField } from './useQuantityField';

interface QuantityFieldProps {
  /** The input's accessible name, e.g. 'Količina' or 'Količina: <product>'. */
  label: string;
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
}

/** − [n] +: digits only, 1 to the stock; past the stock it clamps and shows 'Raspoloživo: {n}' (SPEC §5). */
export function QuantityField({ label, value, stock, onChange }: QuantityFieldProps) {
  const { t } = useTranslation();
  const field = useQuantityField(value, stock, onChange);
  return (
    <div className={styles.selector}>
      <div className={field.limitShown ? `${styles.field} ${styles.limit}` : styles.field}>
        <button type="button" aria-label={t('quantity.decrease')} onClick={field.decrease}>
          −
        </button>
        <input
          aria-label={label}
          inputMode="numeric"
          pattern="[0-9]*"
          value={field.text}
          onChange={(event) => field.type(event.target.value)}
          onBlur={field.settle}
        />
        <button type="button" aria-label={t('quantity.increase')} onClick={field.increase}>
          +
        </button>
      </div>
      {field.limitShown && (
        <p className={styles.message} role="status">
          {t('quantity.inStockLimit', { n: Math.max(stock, 0) })}
        </p>
      )}
    </div>
  );
}
