import { ApiError } from '@shop/shared/api-client';
import { type AdminPriceListDetail, AdminPriceListInput, type AdminPriceListOptions } from '@shop/shared/contracts';
import { FieldError, FormErrorSummary, TextField, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { LinesSkeleton } from '@shop/shared/ui';
import { type FormEvent, useState } from 'react';
import shared from '../../../components/AdminSection.module.css';
import { SaveAndCloseButtons } from '../../../components/SaveAndCloseButtons';
import { useOnRecordSaved } from '../../../components/useOnRecordSaved';
import { usePriceList } from '../api/usePriceList';
import { usePriceListOptions } from '../api/usePriceListOptions';
import { useSavePriceList } from '../api/useSavePriceList';
import { PriceListCsvTools } from './PriceListCsvTools';
import styles from './PriceLists.module.css';
import { PriceRuleAdders } from './PriceRuleAdders';
import { PriceRuleRows } from './PriceRuleRows';
import { draftOf, inputOf, newRule, type PriceListDraft } from './priceListDraft';

interface PriceListEditorProps {
  /** Undefined: a new price list. */
  id?: number;
  onCreated: (id: number) => void;
  onClose: () => void;
}

/** A price list's name, validity, owner (one company or one group) and its prices with quantity tiers. */
export function PriceListEditor({ id, onCreated, onClose }: PriceListEditorProps) {
  const { t } = useTranslation();
  const list = usePriceList(id);
  const options = usePriceListOptions();
  // An import replaces the rules: the form starts again from the saved list.
  const [imports, setImports] = useState(0);
  if ((id !== undefined && list.isPending) || options.isPending) return <LinesSkeleton />;
  if (list.isError) return <p role="alert">{list.error.message}</p>;
  if (options.isError) return <p role="alert">{options.error.message}</p>;
  return (
    <section className={shared.editor} aria-labelledby="price-list-editor-title">
      <h2 id="price-list-editor-title">
        {list.data ? t('admin.priceLists.edit', { name: list.data.name }) : t('admin.priceLists.new')}
      </h2>
      {list.data && (
        <PriceListCsvTools id={list.data.id} name={list.data.name} onImported={() => setImports((n) => n + 1)} />
      )}
      <PriceListForm
        key={`${list.data?.id ?? 'new'}-${imports}`}
        list={list.data}
        options={options.data}
        onCreated={onCreated}
        onClose={onClose}
      />
    </section>
  );
}

interface PriceListFormProps {
  list?: AdminPriceListDetail;
  options: AdminPriceListOptions;
  onCreated: (id: number) => void;
  onClose: () => void;
}

function PriceListForm({ list, options, onCreated, onClose }: PriceListFormProps) {
  const { t } = useTranslation();
  const errors = useFormErrors(AdminPriceListInput, `price-list-${list?.id ?? 'new'}`);
  const save = useSavePriceList();
  const onSaved = useOnRecordSaved('priceLists', list !== undefined, onCreated);
  const [draft, setDraft] = useState<PriceListDraft>(() => draftOf(list));
  const change = (next: PriceListDraft, field?: string) => {
    setDraft(next);
    if (field) errors.recheck(field, inputOf(next));
  };
  const text = (field: 'name' | 'validFrom' | 'validTo') => ({
    value: draft[field],
    onValue: (value: string) => change({ ...draft, [field]: value }, field),
  });
  const owner = (field: 'companyId' | 'groupId', label: string, items: { id: number; name: string }[]) => (
    <div className={shared.field}>
      <label htmlFor={errors.fieldProps(field).id}>{label}</label>
      <select
        {...errors.fieldProps(field)}
        value={draft[field]}
        onChange={(event) => change({ ...draft, [field]: event.target.value }, 'companyId')}
      >
        <option value="">{t('admin.priceLists.none')}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      <FieldError form={errors} field={field} />
    </div>
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data } = errors.validate(inputOf(draft));
    if (!data) return;
    save.mutate({ id: list?.id, input: data }, { onSuccess: onSaved });
  };

  return (
    <form className={`${shared.form} ${styles.form}`} noValidate onSubmit={submit}>
      <TextField form={errors} field="name" label={t('admin.priceLists.name')} {...text('name')} />
      <div className={styles.pair}>
        <TextField
          form={errors}
          field="validFrom"
          type="date"
          label={t('admin.priceLists.validFrom')}
          {...text('validFrom')}
        />
        <TextField
          form={errors}
          field="validTo"
          type="date"
          label={t('admin.priceLists.validTo')}
          {...text('validTo')}
        />
      </div>
      <div className={styles.pair}>
        {owner('companyId', t('admin.priceLists.company'), options.companies)}
        {owner('groupId', t('admin.priceLists.group'), options.groups)}
      </div>
      <p className={shared.hint}>{t('admin.priceLists.ownerHint')}</p>
      <fieldset className={styles.rulesGroup}>
        <legend>{t('admin.priceLists.rules')}</legend>
        <p className={shared.hint}>{t('admin.priceLists.rulesHint')}</p>
        <PriceRuleRows
          rules={draft.rules}
          form={errors}
          onChange={(rules, field) => change({ ...draft, rules }, field)}
        />
        <FieldError form={errors} field="rules" />
        <PriceRuleAdders
          options={options}
          onAdd={(target, id, name) => change({ ...draft, rules: [...draft.rules, newRule(target, id, name)] })}
        />
      </fieldset>
      <SaveAndCloseButtons saving={save.isPending} onClose={onClose} />
      <FormErrorSummary form={errors} error={save.error instanceof ApiError ? save.error.message : undefined} />
    </form>
  );
}
