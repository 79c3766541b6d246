import { type Address, AddressInput } from '@shop/shared/contracts';
import { FormErrorSummary, TextField, useFormErrors } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import type { FormEvent } from 'react';
import styles from '../../../components/Account.module.css';
import { useSaveAddress } from '../api/useSaveAddress';

const FIELDS = ['ime', 'naziv_firme', 'jib', 'telefon', 'adresa', 'grad', 'posta'] as const;
const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return Object.fromEntries(FIELDS.map((field) => [field, data.get(field)]));
};

/** A new address, or changes to `address`; the same rules as checkout (phone, 5-digit postal code). */
export function AddressForm({ address, onDone }: { address?: Address; onDone: () => void }) {
  const { t } = useTranslation();
  const errors = useFormErrors(AddressInput, `address-${address?.id ?? 'new'}`);
  const save = useSaveAddress();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data } = errors.validate(valuesOf(event.currentTarget));
    if (data) save.mutate({ id: address?.id, address: data }, { onSuccess: onDone });
  }

  const optional = ` ${t('myAccount.optional')}`;
  return (
    <form className={styles.form} onSubmit={onSubmit} onChange={errors.onFormChange(valuesOf)} noValidate>
      <TextField
        form={errors}
        field="ime"
        label={t('myAccount.recipient')}
        defaultValue={address?.ime}
        autoComplete="name"
      />
      <TextField
        form={errors}
        field="telefon"
        label={t('myAccount.phone')}
        defaultValue={address?.telefon}
        type="tel"
      />
      <TextField form={errors} field="adresa" label={t('myAccount.street')} defaultValue={address?.adresa} />
      <TextField form={errors} field="grad" label={t('myAccount.city')} defaultValue={address?.grad} />
      <TextField
        form={errors}
        field="posta"
        label={t('myAccount.postalCode')}
        defaultValue={address?.posta}
        inputMode="numeric"
      />
      <TextField
        form={errors}
        field="naziv_firme"
        label={t('myAccount.company') + optional}
        defaultValue={address?.naziv_firme}
      />
      <TextField
        form={errors}
        field="jib"
        label={t('myAccount.jib') + optional}
        defaultValue={address?.jib}
        maxLength={13}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={save.isPending}>
          {t('myAccount.save')}
        </button>
        <button type="button" className={styles.secondary} onClick={onDone}>
          {t('myAccount.cancel')}
        </button>
      </div>
      <FormErrorSummary form={errors} error={save.error?.message} />
    </form>
  );
}
