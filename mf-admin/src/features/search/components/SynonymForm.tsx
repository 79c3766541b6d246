import { showAlert } from '@shop/shared/alerts';
import { type SynonymGroup, SynonymGroupInput, synonymPhrasesOf } from '@shop/shared/contracts';
import { FormErrorSummary, TextField, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import shared from '../../../components/AdminSection.module.css';
import { EditorForm } from '../../../components/EditorForm';
import { SaveAndCloseButtons } from '../../../components/SaveAndCloseButtons';
import { useSaveSynonymGroup } from '../api/useSynonymMutations';

/** The one box holds the group as staff think of it: "laptop, notebook, prijenosni računar". */
const valuesOf = (form: HTMLFormElement) => ({
  izrazi: synonymPhrasesOf(String(new FormData(form).get('izrazi') ?? '')),
});

interface SynonymFormProps {
  /** Undefined: a new group, optionally started with `initial` (a query that found nothing). */
  group?: SynonymGroup;
  initial?: string;
  onClose: () => void;
}

/** Adds or changes a synonym group; every API instance searches with it as soon as it is saved. */
export function SynonymForm({ group, initial, onClose }: SynonymFormProps) {
  const { t } = useTranslation();
  const errors = useFormErrors(SynonymGroupInput, `synonyms-${group?.id ?? 'new'}`);
  const save = useSaveSynonymGroup();

  return (
    <section className={shared.editor} aria-labelledby="synonym-editor-title">
      <h2 id="synonym-editor-title">{group ? t('admin.edit') : t('admin.searchSettings.addGroup')}</h2>
      <EditorForm
        errors={errors}
        valuesOf={valuesOf}
        onValid={(input) =>
          save.mutate(
            { id: group?.id, input },
            {
              onSuccess: () => {
                showAlert({ type: 'success', message: t('admin.saved') });
                onClose();
              },
            },
          )
        }
      >
        <TextField
          label={t('admin.searchSettings.phrases')}
          form={errors}
          field="izrazi"
          defaultValue={group ? group.izrazi.join(', ') : initial}
          placeholder={t('admin.searchSettings.phrasesPlaceholder')}
          autoFocus
        />
        <SaveAndCloseButtons saving={save.isPending} onClose={onClose} closeLabel={t('admin.cancel')} />
        <FormErrorSummary form={errors} error={save.error?.message} />
      </EditorForm>
    </section>
  );
}
