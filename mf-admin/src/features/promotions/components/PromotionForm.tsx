import { type AdminPromotionDetail, AdminPromotionInput } from '@shop/shared/contracts';
import { FormErrorSummary, TextField, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import shared from '../../../components/AdminSection.module.css';
import { EditorForm } from '../../../components/EditorForm';
import { NameAndSlugFields } from '../../../components/NameAndSlugFields';
import { SaveAndCloseButtons } from '../../../components/SaveAndCloseButtons';
import { slugRefusal } from '../../../components/slugRefusal';
import { useOnRecordSaved } from '../../../components/useOnRecordSaved';
import { useSavePromotion } from '../api/useSavePromotion';
import { fromLocalInput, toLocalInput } from './dateInput';
import styles from './Promotions.module.css';

const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return {
    name: String(data.get('name') ?? ''),
    nameEn: String(data.get('nameEn') ?? ''),
    slug: String(data.get('slug') ?? ''),
    startsAt: fromLocalInput(String(data.get('startsAt') ?? '')),
    endsAt: fromLocalInput(String(data.get('endsAt') ?? '')),
  };
};

interface PromotionFormProps {
  /** Undefined: a new promotion. */
  promotion?: AdminPromotionDetail;
  onCreated: (id: number) => void;
  onClose: () => void;
}

/** A promotion's name, slug (derived from the name when left empty) and its optional start and end. */
export function PromotionForm({ promotion, onCreated, onClose }: PromotionFormProps) {
  const { t, paths } = useTranslation();
  const errors = useFormErrors(AdminPromotionInput, `promotion-${promotion?.id ?? 'new'}`);
  const save = useSavePromotion();
  const onSaved = useOnRecordSaved('promotions', promotion !== undefined, onCreated);
  const { slugError, formError } = slugRefusal(save.error);

  return (
    <EditorForm
      errors={errors}
      valuesOf={valuesOf}
      onValid={(input) => save.mutate({ id: promotion?.id, input }, { onSuccess: onSaved })}
    >
      <NameAndSlugFields
        form={errors}
        labels={{ name: t('admin.promotions.name'), slug: t('admin.promotions.slug') }}
        saved={promotion}
        slugHint={(derivedSlug) => t('admin.promotions.slugHint', { slug: promotion?.slug || derivedSlug })}
        slugError={slugError}
      />
      <div className={styles.dates}>
        <TextField
          form={errors}
          field="startsAt"
          type="datetime-local"
          label={t('admin.promotions.startsAt')}
          defaultValue={toLocalInput(promotion?.startsAt ?? null)}
        />
        <TextField
          form={errors}
          field="endsAt"
          type="datetime-local"
          label={t('admin.promotions.endsAt')}
          defaultValue={toLocalInput(promotion?.endsAt ?? null)}
        />
      </div>
      <p className={shared.hint}>{t('admin.promotions.datesHint')}</p>
      <SaveAndCloseButtons saving={save.isPending} onClose={onClose}>
        {promotion && (
          <a href={paths.promotion(promotion.slug)} target="_blank" rel="noreferrer" className={shared.shopLink}>
            {t('admin.promotions.viewInShop')}
          </a>
        )}
      </SaveAndCloseButtons>
      <FormErrorSummary form={errors} error={formError} />
    </EditorForm>
  );
}
