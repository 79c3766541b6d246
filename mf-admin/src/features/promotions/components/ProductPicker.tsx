import type { AdminPromotionProduct } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { useState } from 'react';
import shared from '../../../components/AdminSection.module.css';
import { SearchField } from '../../../components/SearchField';
import { useProductPicker } from '../../../components/useProductPicker';
import styles from './Promotions.module.css';

interface ProductPickerProps {
  /** Products already in the promotion: offered, but not twice. */
  chosen: ReadonlySet<number>;
  disabled: boolean;
  onAdd: (product: AdminPromotionProduct) => void;
}

/** Finds products by name or code and adds one at a time to the promotion. */
export function ProductPicker({ chosen, disabled, onAdd }: ProductPickerProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const found = useProductPicker(term);
  const products = term.trim().length >= 2 ? (found.data?.products ?? []) : [];

  return (
    <div className={styles.picker}>
      <SearchField value={term} onSearch={setTerm} label={t('admin.promotions.pickerLabel')} />
      {term.trim().length >= 2 && found.isSuccess && (
        <>
          <p className={shared.note} aria-live="polite">
            {products.length === 0 ? t('admin.promotions.pickerEmpty') : t('admin.promotions.pickerResults')}
          </p>
          <ul className={styles.results}>
            {products.map((product) => (
              <li key={product.id} className={styles.result}>
                <img className={shared.thumbnail} src={product.imageUrl} alt="" width={48} height={36} loading="lazy" />
                <span>
                  {product.name} · <code>{product.code}</code>
                </span>
                {chosen.has(product.id) ? (
                  <span className={shared.note}>{t('admin.promotions.alreadyIn')}</span>
                ) : (
                  <button
                    type="button"
                    className={shared.iconButton}
                    aria-label={t('admin.promotions.add', { name: product.name })}
                    disabled={disabled}
                    onClick={() => onAdd(product)}
                  >
                    {t('admin.create')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
