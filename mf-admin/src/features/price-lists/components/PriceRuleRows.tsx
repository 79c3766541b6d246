import type { FormErrors } from '@shop/shared/forms';
import { FieldError } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import shared from '../../../components/AdminSection.module.css';
import styles from './PriceLists.module.css';
import { newRule, type RuleDraft } from './priceListDraft';

type EditablePart = 'minQuantity' | 'price' | 'percentOff';

interface PriceRuleRowsProps {
  rules: RuleDraft[];
  form: FormErrors;
  onChange: (rules: RuleDraft[], changedField?: string) => void;
}

/** The list's prices: one row per target and quantity tier, with a price or a percentage off. */
export function PriceRuleRows({ rules, form, onChange }: PriceRuleRowsProps) {
  const { t } = useTranslation();
  const edit = (index: number, part: EditablePart, text: string) =>
    onChange(
      rules.map((rule, at) => (at === index ? { ...rule, [part]: text } : rule)),
      `rules.${index}.${part}`,
    );
  const addTier = (index: number) => {
    const rule = rules[index];
    if (!rule) return;
    const next = [...rules];
    next.splice(index + 1, 0, newRule(rule.target, rule.targetId, rule.targetName, ''));
    onChange(next);
  };

  if (rules.length === 0) return <p className={shared.note}>{t('admin.priceLists.noRules')}</p>;
  return (
    <table className={styles.rules}>
      <thead>
        <tr>
          <th scope="col">{t('admin.priceLists.target')}</th>
          <th scope="col">{t('admin.priceLists.minQuantity')}</th>
          <th scope="col">{t('admin.priceLists.price')}</th>
          <th scope="col">{t('admin.priceLists.percentOff')}</th>
          <th scope="col">
            <span className={shared.visuallyHidden}>{t('admin.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rules.map((rule, index) => {
          const cell = (part: EditablePart, label: string) => {
            const field = `rules.${index}.${part}`;
            return (
              <td data-label={label}>
                <input
                  {...form.fieldProps(field)}
                  aria-label={`${label}: ${rule.targetName}`}
                  inputMode={part === 'minQuantity' ? 'numeric' : 'decimal'}
                  value={rule[part]}
                  onChange={(event) => edit(index, part, event.target.value)}
                />
                <FieldError form={form} field={field} />
              </td>
            );
          };
          return (
            <tr key={rule.key} data-testid="price-rule">
              <th scope="row">
                <span className={styles.targetKind}>{t(`admin.priceLists.target.${rule.target}`)}</span>
                {rule.targetName}
              </th>
              {cell('minQuantity', t('admin.priceLists.minQuantity'))}
              {cell('price', t('admin.priceLists.price'))}
              {cell('percentOff', t('admin.priceLists.percentOff'))}
              <td className={styles.ruleTools}>
                <button
                  type="button"
                  className={shared.linkButton}
                  aria-label={t('admin.priceLists.addTierFor', { name: rule.targetName })}
                  onClick={() => addTier(index)}
                >
                  {t('admin.priceLists.addTier')}
                </button>
                <button
                  type="button"
                  className={shared.iconButton}
                  aria-label={t('admin.priceLists.removeRule', { n: index + 1 })}
                  onClick={() => onChange(rules.filter((_, at) => at !== index))}
                >
                  ✕
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
