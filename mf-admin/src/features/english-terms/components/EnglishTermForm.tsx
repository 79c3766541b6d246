import { showAlert } from '@shop/shared/alerts';
import { type EnglishTerm, EnglishTermInput } from '@shop/shared/contracts';
import { FormErrorSummary, TextField, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import shared from '../../../components/AdminSection.module.css';
import { EditorForm } from '../../../components/EditorForm';
import { SaveAndCloseButtons } from '../../../components/SaveAndCloseButtons';
import { useSaveEnglishTerm } from '../api/useEnglishTerms';

const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return { serbian: String(data.get('serbian') ?? ''), english: String(data.get('english') ?? '') };
};

interface EnglishTermFormProps {
  /** Undefined: a new term. */
  term?: EnglishTerm;
  onClose: () => void;
}

/** A Serbian word and its English; the shop's English pages show it at once. */
export function EnglishTermForm({ term, onClose }: EnglishTermFormProps) {
  const { t } = useTranslation();
  const errors = useFormErrors(EnglishTermInput, `english-term-${term?.id ?? 'new'}`);
  const save = useSaveEnglishTerm();

  return (
    <section className={shared.editor} aria-labelledby="english-term-editor-title">
      <h2 id="english-term-editor-title">{term ? t('admin.edit') : t('admin.englishTerms.add')}</h2>
      <EditorForm
        errors={errors}
        valuesOf={valuesOf}
        onValid={(input) =>
          save.mutate(input, {
            onSuccess: () => {
              showAlert({ type: 'success', message: t('admin.saved') });
              onClose();
            },
          })
        }
      >
        {/* The Serbian word is the term's key: changing it is a new term. */}
        <TextField
          label={t('admin.englishTerms.serbian')}
          form={errors}
          field="serbian"
          defaultValue={term?.serbian}
          readOnly={term !== undefined}
          maxLength={255}
          autoFocus={!term}
        />
        <TextField
          label={t('admin.englishTerms.english')}
          form={errors}
          field="english"
          defaultValue={term?.english}
          maxLength={255}
          lang="en"
          autoFocus={term !== undefined}
        />
        <SaveAndCloseButtons saving={save.isPending} onClose={onClose} closeLabel={t('admin.cancel')} />
        <FormErrorSummary form={errors} error={save.error?.message} />
      </EditorForm>
    </section>
  );
}
