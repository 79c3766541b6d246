import type { AdminProductLookups } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';

interface SubcategorySelectProps {
  id: string;
  name: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  categories: AdminProductLookups['categories'];
  value: string;
  onChange: (value: string) => void;
}

/** Every subcategory, grouped under its category (a product belongs to a subcategory; its category follows). */
export function SubcategorySelect({ categories, value, onChange, ...field }: SubcategorySelectProps) {
  const { t } = useTranslation();
  return (
    <select {...field} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t('admin.products.chooseSubcategory')}</option>
      {categories.map((category) => (
        <optgroup key={category.id} label={category.name}>
          {category.subcategories.map((subcategory) => (
            <option key={subcategory.id} value={subcategory.id}>
              {subcategory.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
