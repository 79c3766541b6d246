import type { FormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import type { ProductDraft } from '../hooks/productDraft';
import { EditorField } from './EditorField';
import styles from './ProductEditor.module.css';

/** What a colour picker starts from when the badge had the shop's default colour. */
const PICKER_START = '#d62828';

interface LabelFieldsProps {
  form: FormErrors;
  label: string;
  /** The badge's English text; '' = the English shop shows `label`. */
  labelEn: string;
  /** '' = the shop's default colour. */
  color: string;
  onChange: (changes: Partial<ProductDraft>, field?: string) => void;
}

/** The card's badge: its text, an optional own colour (a picker), and a preview as the shop shows it. */
export function LabelFields({ form, label, labelEn, color, onChange }: LabelFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend>{t('admin.products.labelGroup')}</legend>
      <EditorField form={form} field="label" label={t('admin.products.label')} hint={t('admin.products.labelHint')}>
        {(props) => (
          <input
            {...props}
            value={label}
            maxLength={100}
            onChange={(event) => onChange({ label: event.target.value }, 'label')}
          />
        )}
      </EditorField>
      <EditorField form={form} field="labelEn" label={t('admin.products.labelEn')} hint={t('admin.englishHint')}>
        {(props) => (
          <input
            {...props}
            value={labelEn}
            maxLength={100}
            lang="en"
            onChange={(event) => onChange({ labelEn: event.target.value }, 'labelEn')}
          />
        )}
      </EditorField>
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={color !== ''}
            onChange={(event) => onChange({ labelColor: event.target.checked ? PICKER_START : '' }, 'labelColor')}
          />
          {t('admin.products.ownColor')}
        </label>
        {color !== '' && (
          <EditorField form={form} field="labelColor" label={t('admin.products.labelColor')}>
            {(props) => (
              <input
                {...props}
                type="color"
                className={styles.colorInput}
                value={color}
                onChange={(event) => onChange({ labelColor: event.target.value }, 'labelColor')}
              />
            )}
          </EditorField>
        )}
      </div>
      {label.trim() && (
        <p className={styles.hint}>
          {t('admin.products.labelPreview')}{' '}
          <span className={styles.badge} style={color ? { background: color } : undefined}>
            {label}
          </span>
        </p>
      )}
    </fieldset>
  );
}
