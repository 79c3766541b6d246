import { useTranslation } from '@shop/shared/i18n';
import { useCompareList } from '@shop/shared/state';
import { useAddToCompare } from '../../../api/useAddToCompare';
import { useRemoveFromCompare } from '../../../api/useRemoveFromCompare';
import styles from './ProductActions.module.css';

/** In the compare list or not (SPEC §4); adding or removing refreshes the list everywhere. */
export function CompareToggle({ productId, subcategoryId }: { productId: number; subcategoryId: number }) {
  const { t } = useTranslation();
  const { data: list = [] } = useCompareList();
  const add = useAddToCompare();
  const remove = useRemoveFromCompare();
  const inCompare = list.some((item) => item.id_proizvoda === productId);
  const item = { id_proizvoda: productId, id_podkategorije: subcategoryId };

  return (
    <label className={styles.compare}>
      <input
        type="checkbox"
        checked={inCompare}
        disabled={add.isPending || remove.isPending}
        onChange={() => (inCompare ? remove.mutate(item) : add.mutate(item))}
      />
      {t('product.compare')}
    </label>
  );
}
