import type { AdminPriceListOptions, PriceRuleTarget } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useId, useState } from 'react';
import shared from '../../../components/AdminSection.module.css';
import { SearchField } from '../../../components/SearchField';
import { useProductPicker } from '../../../components/useProductPicker';
import styles from './PriceLists.module.css';

interface PriceRuleAddersProps {
  options: AdminPriceListOptions;
  onAdd: (target: PriceRuleTarget, id: number, name: string) => void;
}

/** Adds a row for a product (found by name or code), a category or a manufacturer. */
export function PriceRuleAdders({ options, onAdd }: PriceRuleAddersProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const found = useProductPicker(term);
  const products = term.trim().length >= 2 ? (found.data?.products ?? []) : [];
  return (
    <div className={styles.adders}>
      <div className={styles.productAdder}>
        <SearchField value={term} onSearch={setTerm} label={t('admin.priceLists.addProduct')} />
        {products.length > 0 && (
          <ul className={styles.results}>
            {products.map((product) => (
              <li key={product.id}>
                <span>
                  {product.name} · <code>{product.code}</code>
                </span>
                <button
                  type="button"
                  className={shared.linkButton}
                  onClick={() => onAdd('product', product.id, product.name)}
                >
                  {t('admin.priceLists.add')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <NamedAdder
        label={t('admin.priceLists.addCategory')}
        items={options.categories}
        onAdd={(id, name) => onAdd('category', id, name)}
      />
      <NamedAdder
        label={t('admin.priceLists.addManufacturer')}
        items={options.manufacturers}
        onAdd={(id, name) => onAdd('manufacturer', id, name)}
      />
    </div>
  );
}

function NamedAdder({
  label,
  items,
  onAdd,
}: {
  label: string;
  items: { id: number; name: string }[];
  onAdd: (id: number, name: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const item = items.find((candidate) => String(candidate.id) === chosen);
  return (
    <div className={styles.namedAdder}>
      <div className={shared.field}>
        <label htmlFor={id}>{label}</label>
        <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{t('admin.priceLists.choose')}</option>
          {items.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" disabled={!item} onClick={() => item && onAdd(item.id, item.name)}>
        {t('admin.priceLists.add')}
      </Button>
    </div>
  );
}
