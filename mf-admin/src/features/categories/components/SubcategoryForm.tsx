import { showAlert } from '@shop/shared/alerts';
import { type AdminCategory, type AdminSubcategory, AdminSubcategoryInput } from '@shop/shared/contracts';
import { FieldError, FormErrorSummary, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import shared from '../../../components/AdminSection.module.css';
import { EditorForm } from '../../../components/EditorForm';
import { NameAndSlugFields } from '../../../components/NameAndSlugFields';
import { SaveAndCloseButtons } from '../../../components/SaveAndCloseButtons';
import { slugRefusal } from '../../../components/slugRefusal';
import { useSaveSubcategory } from '../api/useSaveSubcategory';

const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return {
    name: String(data.get('name') ?? ''),
    nameEn: String(data.get('nameEn') ?? ''),
    slug: String(data.get('slug') ?? ''),
    categoryId: String(data.get('categoryId') ?? ''),
  };
};

interface SubcategoryFormProps {
  /** Undefined: a new subcategory of `parent`. */
  subcategory?: AdminSubcategory;
  parent: AdminCategory;
  categories: AdminCategory[];
  onClose: () => void;
}

/** A subcategory's name, slug and parent category (moving it puts it last in the new category). */
export function SubcategoryForm({ subcategory, parent, categories, onClose }: SubcategoryFormProps) {
  const { t, paths } = useTranslation();
  const errors = useFormErrors(AdminSubcategoryInput, `subcategory-${subcategory?.id ?? 'new'}`);
  const save = useSaveSubcategory();
  const { slugError, formError } = slugRefusal(save.error);
  const parentField = errors.fieldProps('categoryId');

  return (
    <section className={shared.editor} aria-labelledby="subcategory-editor-title">
      <h3 id="subcategory-editor-title">
        {subcategory
          ? t('admin.categories.editSubcategory', { name: subcategory.name })
          : t('admin.categories.newSubcategory')}
      </h3>
      {subcategory && (
        <a
          href={paths.category(parent.slug, subcategory.slug)}
          target="_blank"
          rel="noreferrer"
          className={shared.shopLink}
        >
          {t('admin.categories.viewInShop')}
        </a>
      )}
      <EditorForm
        errors={errors}
        valuesOf={valuesOf}
        onValid={(input) =>
          save.mutate(
            { id: subcategory?.id, input },
            {
              onSuccess: (saved) => {
                showAlert({ type: 'success', message: t('admin.categories.saved', { name: saved.name }) });
                onClose();
              },
            },
          )
        }
      >
        <NameAndSlugFields
          form={errors}
          labels={{ name: t('admin.categories.name'), slug: t('admin.categories.slug') }}
          saved={subcategory}
          slugHint={() => t('admin.categories.slugHint')}
          slugError={slugError}
        />
        <div className={shared.field}>
          <label htmlFor={parentField.id}>{t('admin.categories.parent')}</label>
          <select {...parentField} defaultValue={parent.id}>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          <FieldError form={errors} field="categoryId" />
        </div>
        <SaveAndCloseButtons saving={save.isPending} onClose={onClose} closeLabel={t('admin.cancel')} />
        <FormErrorSummary form={errors} error={formError} />
      </EditorForm>
    </section>
  );
}
