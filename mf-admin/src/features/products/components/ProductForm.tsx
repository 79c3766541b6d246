import { showAlert } from '@shop/shared/alerts';
import type { ApiError } from '@shop/shared/api-client';
import { type AdminProduct, AdminProductInput, type AdminProductLookups, slugFromName } from '@shop/shared/contracts';
import { FormErrorSummary, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSaveProduct } from '../api/useSaveProduct';
import { bodyOf, draftOf, type ProductDraft } from '../hooks/productDraft';
import { EditConflictNotice } from './EditConflictNotice';
import { EditorField } from './EditorField';
import { LabelFields } from './LabelFields';
import styles from './ProductEditor.module.css';
import { SpecificationRows } from './SpecificationRows';
import { SubcategorySelect } from './SubcategorySelect';

/** Server refusals that belong to one field: shown next to it rather than only above the buttons. */
const SERVER_FIELD_OF: Partial<Record<string, keyof ProductDraft>> = {
  SLUG_TAKEN: 'slug',
  PRODUCT_CODE_TAKEN: 'productCode',
  UNKNOWN_SUBCATEGORY: 'subcategoryId',
  UNKNOWN_MANUFACTURER: 'manufacturerId',
};

interface ProductFormProps {
  /** The product as loaded (undefined: a new one). Its `version` goes back with the save. */
  product?: AdminProduct;
  lookups: AdminProductLookups;
  onSaved: (product: AdminProduct) => void;
  /** After a 409 `EDIT_CONFLICT`: load the latest version (the form starts again from it). */
  onReload: () => void;
  /** More buttons beside 'Sačuvaj' (delete, close). */
  children?: ReactNode;
}

/**
 * Every field of the product, checked with the same shared schema the API uses (EAN-13 check digit, sale price below
 * the regular one, slug format…), errors next to their fields; a stale version shows the conflict with a way out.
 */
export function ProductForm({ product, lookups, onSaved, onReload, children }: ProductFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(product));
  const errors = useFormErrors(AdminProductInput, `product-${product?.id ?? 'new'}`);
  const save = useSaveProduct();
  const failure = save.error as ApiError | null;
  const conflict = failure?.code === 'EDIT_CONFLICT';
  const serverField = failure ? SERVER_FIELD_OF[failure.code] : undefined;
  const serverErrorOf = (field: keyof ProductDraft) => (serverField === field ? failure?.message : undefined);

  function update(changes: Partial<ProductDraft>, field?: string) {
    const next = { ...draft, ...changes };
    // A new product's slug follows its name until it is edited by hand.
    if (!next.slugEdited && changes.name !== undefined) next.slug = slugFromName(next.name);
    setDraft(next);
    const values = bodyOf(next);
    if (field) errors.recheck(field, values);
    if (next.slug !== draft.slug) errors.recheck('slug', values);
    // Rows moved or removed: the errors kept by position are checked again where they now stand.
    for (const key of Object.keys(errors.errors)) if (key.startsWith('specifications.')) errors.recheck(key, values);
    if (serverField && field === serverField) save.reset();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = bodyOf(draft);
    // A slug nobody typed is left to the server: it derives the same one, with -2, -3 … if another product has it.
    if (!product && !draft.slugEdited) body.slug = '';
    const { data } = errors.validate(body);
    if (!data) return;
    const onSuccess = (saved: AdminProduct) => {
      showAlert({ type: 'success', message: t('admin.saved') });
      onSaved(saved);
    };
    if (product) save.mutate({ id: product.id, body: { ...body, version: product.version } }, { onSuccess });
    else save.mutate({ body }, { onSuccess });
  }

  const text = (field: keyof ProductDraft) => ({
    value: draft[field] as string,
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }, field),
  });
  const slugChanged = product !== undefined && draft.slug.trim() !== product.slug;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {conflict && <EditConflictNotice onReload={onReload} />}
      <fieldset className={styles.group}>
        <legend>{t('admin.products.basics')}</legend>
        <EditorField form={errors} field="name" label={t('admin.products.name')} wide>
          {(props) => <input {...props} {...text('name')} />}
        </EditorField>
        <EditorField form={errors} field="nameEn" label={t('admin.nameEn')} hint={t('admin.englishHint')} wide>
          {(props) => <input {...props} {...text('nameEn')} lang="en" />}
        </EditorField>
        <EditorField
          form={errors}
          field="slug"
          label={t('admin.products.slug')}
          wide
          serverError={serverErrorOf('slug')}
          hint={
            slugChanged
              ? t('admin.products.slugChangedHint', { old: product.slug })
              : product
                ? t('admin.products.slugHint')
                : t('admin.products.slugNewHint')
          }
        >
          {(props) => (
            <input
              {...props}
              value={draft.slug}
              onChange={(event) => update({ slug: event.target.value, slugEdited: true }, 'slug')}
            />
          )}
        </EditorField>
        {product && product.formerSlugs.length > 0 && (
          <p className={`${styles.hint} ${styles.wide}`}>
            {t('admin.products.formerSlugs', { slugs: product.formerSlugs.join(', ') })}
          </p>
        )}
        <EditorField
          form={errors}
          field="productCode"
          label={t('admin.products.code')}
          serverError={serverErrorOf('productCode')}
        >
          {(props) => <input {...props} {...text('productCode')} />}
        </EditorField>
        <EditorField
          form={errors}
          field="barcode"
          label={t('admin.products.barcode')}
          hint={t('admin.products.barcodeHint')}
        >
          {(props) => <input {...props} {...text('barcode')} inputMode="numeric" maxLength={13} />}
        </EditorField>
        <EditorField
          form={errors}
          field="manufacturerId"
          label={t('admin.products.manufacturer')}
          serverError={serverErrorOf('manufacturerId')}
        >
          {(props) => (
            <select {...props} {...text('manufacturerId')}>
              <option value="">{t('admin.products.chooseManufacturer')}</option>
              {lookups.manufacturers.map((manufacturer) => (
                <option key={manufacturer.id} value={manufacturer.id}>
                  {manufacturer.name}
                </option>
              ))}
            </select>
          )}
        </EditorField>
        <EditorField
          form={errors}
          field="subcategoryId"
          label={t('admin.products.subcategory')}
          serverError={serverErrorOf('subcategoryId')}
        >
          {(props) => (
            <SubcategorySelect
              {...props}
              categories={lookups.categories}
              value={draft.subcategoryId}
              onChange={(value) => update({ subcategoryId: value }, 'subcategoryId')}
            />
          )}
        </EditorField>
        <EditorField form={errors} field="shortDescription" label={t('admin.products.shortDescription')} wide>
          {(props) => <textarea {...props} {...text('shortDescription')} rows={4} />}
        </EditorField>
        <EditorField
          form={errors}
          field="shortDescriptionEn"
          label={t('admin.products.shortDescriptionEn')}
          hint={t('admin.englishHint')}
          wide
        >
          {(props) => <textarea {...props} {...text('shortDescriptionEn')} rows={4} lang="en" />}
        </EditorField>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('admin.products.priceAndStock')}</legend>
        <EditorField form={errors} field="price" label={t('admin.products.priceKm')}>
          {(props) => <input {...props} {...text('price')} inputMode="decimal" />}
        </EditorField>
        <EditorField
          form={errors}
          field="salePrice"
          label={t('admin.products.salePriceKm')}
          hint={t('admin.products.salePriceHint')}
        >
          {(props) => <input {...props} {...text('salePrice')} inputMode="decimal" />}
        </EditorField>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="onSale"
            checked={draft.onSale}
            onChange={(event) => update({ onSale: event.target.checked }, 'salePrice')}
          />
          {t('admin.products.onSaleToggle')}
        </label>
        <EditorField form={errors} field="stock" label={t('admin.products.stock')}>
          {(props) => <input {...props} {...text('stock')} type="number" min={0} step={1} />}
        </EditorField>
        <EditorField form={errors} field="warrantyMonths" label={t('admin.products.warranty')}>
          {(props) => <input {...props} {...text('warrantyMonths')} type="number" min={0} max={120} step={1} />}
        </EditorField>
      </fieldset>

      <LabelFields
        form={errors}
        label={draft.label}
        labelEn={draft.labelEn}
        color={draft.labelColor}
        onChange={(changes, field) => update(changes, field)}
      />

      <SpecificationRows
        rows={draft.specifications}
        form={errors}
        onChange={(specifications, field) => update({ specifications }, field)}
      />

      <fieldset className={styles.group}>
        <legend>{t('admin.products.visibility')}</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="hidden"
            checked={draft.hidden}
            onChange={(event) => update({ hidden: event.target.checked })}
          />
          {t('admin.products.hiddenToggle')}
        </label>
        <p className={`${styles.hint} ${styles.wide}`}>{t('admin.products.hiddenHint')}</p>
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {product ? t('admin.save') : t('admin.products.create')}
        </Button>
        {children}
      </div>
      <FormErrorSummary form={errors} error={!conflict && !serverField ? failure?.message : undefined} />
    </form>
  );
}
