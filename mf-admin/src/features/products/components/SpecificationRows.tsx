import type { FormErrors } from '@shop/shared/forms';
import { FieldError } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { newSpecificationRow, type SpecificationDraft } from '../hooks/productDraft';
import styles from './ProductEditor.module.css';

interface SpecificationRowsProps {
  rows: SpecificationDraft[];
  form: FormErrors;
  onChange: (rows: SpecificationDraft[], changedField?: string) => void;
}

/** The product page's specifications table as an ordered list of name/value rows: add, remove, move up or down. */
export function SpecificationRows({ rows, form, onChange }: SpecificationRowsProps) {
  const { t } = useTranslation();
  const edit = (index: number, part: 'name' | 'value', text: string) =>
    onChange(
      rows.map((row, at) => (at === index ? { ...row, [part]: text } : row)),
      `specifications.${index}.${part}`,
    );
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    if (row) next.splice(to, 0, row);
    onChange(next);
  };

  return (
    <fieldset className={styles.group}>
      <legend>{t('admin.products.specifications')}</legend>
      {rows.length === 0 && <p className={styles.hint}>{t('admin.products.noSpecifications')}</p>}
      <ol className={styles.specList}>
        {rows.map((row, index) => {
          const nameField = `specifications.${index}.name`;
          const valueField = `specifications.${index}.value`;
          const position = { n: index + 1 };
          return (
            <li key={row.key} className={styles.specRow}>
              <div className={styles.specInput}>
                <label htmlFor={form.fieldProps(nameField).id} className={styles.visuallyHidden}>
                  {t('admin.products.specName', position)}
                </label>
                <input
                  {...form.fieldProps(nameField)}
                  placeholder={t('admin.products.specNamePlaceholder')}
                  value={row.name}
                  onChange={(event) => edit(index, 'name', event.target.value)}
                />
                <FieldError form={form} field={nameField} />
              </div>
              <div className={styles.specInput}>
                <label htmlFor={form.fieldProps(valueField).id} className={styles.visuallyHidden}>
                  {t('admin.products.specValue', position)}
                </label>
                <input
                  {...form.fieldProps(valueField)}
                  placeholder={t('admin.products.specValuePlaceholder')}
                  value={row.value}
                  onChange={(event) => edit(index, 'value', event.target.value)}
                />
                <FieldError form={form} field={valueField} />
              </div>
              <div className={styles.rowTools}>
                <button
                  type="button"
                  className={styles.iconButton}
                  disabled={index === 0}
                  aria-label={t('admin.products.moveUp', position)}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  disabled={index === rows.length - 1}
                  aria-label={t('admin.products.moveDown', position)}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('admin.products.removeSpec', position)}
                  onClick={() => onChange(rows.filter((_, at) => at !== index))}
                >
                  ✕
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={() => onChange([...rows, newSpecificationRow()])}>
        {t('admin.products.addSpec')}
      </Button>
    </fieldset>
  );
}
