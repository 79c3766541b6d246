import { type AdminProductLookups, LOW_STOCK_THRESHOLD } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { FilterSelect } from '../../../components/FilterSelect';
import type { ProductListParams } from '../hooks/useProductListQuery';
import styles from './ProductsSection.module.css';

interface ProductFiltersProps {
  params: ProductListParams;
  lookups: AdminProductLookups | undefined;
  onChange: (changes: ProductListParams) => void;
}

/** Category → subcategory, manufacturer, stock, on sale and hidden: each a select whose value lives in the URL. */
export function ProductFilters({ params, lookups, onChange }: ProductFiltersProps) {
  const { t } = useTranslation();
  const categories = lookups?.categories ?? [];
  const category = categories.find((entry) => String(entry.id) === params.category);
  const subcategories = category?.subcategories ?? [];
  const any = t('admin.products.filterAny');

  return (
    <fieldset className={styles.filters}>
      <legend className={styles.visuallyHidden}>{t('admin.products.filters')}</legend>
      <FilterSelect
        label={t('admin.products.category')}
        value={params.category ?? ''}
        allLabel={any}
        options={categories.map((entry) => ({ value: String(entry.id), label: entry.name }))}
        // A subcategory belongs to one category: choosing another category drops it.
        onChange={(value) => onChange({ category: value, subcategory: undefined })}
      />
      <FilterSelect
        label={t('admin.products.subcategory')}
        value={params.subcategory ?? ''}
        allLabel={any}
        disabled={!category}
        options={subcategories.map((entry) => ({ value: String(entry.id), label: entry.name }))}
        onChange={(value) => onChange({ subcategory: value })}
      />
      <FilterSelect
        label={t('admin.products.manufacturer')}
        value={params.manufacturer ?? ''}
        allLabel={any}
        options={(lookups?.manufacturers ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }))}
        onChange={(value) => onChange({ manufacturer: value })}
      />
      <FilterSelect
        label={t('admin.products.stock')}
        value={params.stock ?? ''}
        allLabel={any}
        options={[
          { value: 'in', label: t('admin.products.stockIn') },
          { value: 'low', label: t('admin.products.stockLow', { max: LOW_STOCK_THRESHOLD }) },
          { value: 'out', label: t('admin.products.stockOut') },
        ]}
        onChange={(value) => onChange({ stock: value })}
      />
      <FilterSelect
        label={t('admin.products.onSale')}
        value={params.onSale ?? ''}
        allLabel={any}
        options={[
          { value: 'yes', label: t('admin.products.yes') },
          { value: 'no', label: t('admin.products.no') },
        ]}
        onChange={(value) => onChange({ onSale: value })}
      />
      <FilterSelect
        label={t('admin.products.visibility')}
        value={params.hidden ?? ''}
        allLabel={any}
        options={[
          { value: 'no', label: t('admin.products.visibleOnly') },
          { value: 'yes', label: t('admin.products.hiddenOnly') },
        ]}
        onChange={(value) => onChange({ hidden: value })}
      />
    </fieldset>
  );
}
