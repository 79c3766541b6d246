import { type AdminCategory, AdminCategoryInput } from '@shop/shared/contracts';
import { FormErrorSummary, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import shared from '../../../components/AdminSection.module.css';
import { EditorForm } from '../../../components/EditorForm';
import { NameAndSlugFields } from '../../../components/NameAndSlugFields';
import { SaveAndCloseButtons } from '../../../components/SaveAndCloseButtons';
import { slugRefusal } from '../../../components/slugRefusal';
import { useOnRecordSaved } from '../../../components/useOnRecordSaved';
import { useSaveCategory } from '../api/useSaveCategory';
import { CategoryImage } from './CategoryImage';

const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return {
    name: String(data.get('name') ?? ''),
    nameEn: String(data.get('nameEn') ?? ''),
    slug: String(data.get('slug') ?? ''),
  };
};

interface CategoryFormProps {
  /** Undefined: a new category. */
  category?: AdminCategory;
  /** After a creation: the new category, to go on with its image. */
  onCreated: (id: number) => void;
  onClose: () => void;
}

/** A category's name and slug (derived from the name when left empty) and, once it exists, its image. */
export function CategoryForm({ category, onCreated, onClose }: CategoryFormProps) {
  const { t, paths } = useTranslation();
  const errors = useFormErrors(AdminCategoryInput, `category-${category?.id ?? 'new'}`);
  const save = useSaveCategory();
  const onSaved = useOnRecordSaved('categories', category !== undefined, onCreated);
  const { slugError, formError } = slugRefusal(save.error);

  return (
    <section className={shared.editor} aria-labelledby="category-editor-title">
      <h2 id="category-editor-title">
        {category ? t('admin.categories.editCategory', { name: category.name }) : t('admin.categories.new')}
      </h2>
      {category && (
        <a href={paths.category(category.slug)} target="_blank" rel="noreferrer" className={shared.shopLink}>
          {t('admin.categories.viewInShop')}
        </a>
      )}
      <EditorForm
        errors={errors}
        valuesOf={valuesOf}
        onValid={(input) => save.mutate({ id: category?.id, input }, { onSuccess: onSaved })}
      >
        <NameAndSlugFields
          form={errors}
          labels={{ name: t('admin.categories.name'), slug: t('admin.categories.slug') }}
          saved={category}
          slugHint={() => t('admin.categories.slugHint')}
          slugError={slugError}
        />
        <SaveAndCloseButtons saving={save.isPending} onClose={onClose} />
        <FormErrorSummary form={errors} error={formError} />
      </EditorForm>
      {category && <CategoryImage category={category} />}
    </section>
  );
}
