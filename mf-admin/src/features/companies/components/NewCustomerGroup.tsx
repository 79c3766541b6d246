import { showAlert } from '@shop/shared/alerts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import shared from '../../../components/AdminSection.module.css';
import { useCreateCustomerGroup } from '../api/useCompanyWrites';
import styles from './Companies.module.css';

/** A new customer group ("Partneri", "Obrazovanje"): companies join it here, price lists are made for it. */
export function NewCustomerGroup() {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const create = useCreateCustomerGroup();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (group) => {
        showAlert({ type: 'success', message: t('admin.companies.groupCreated', { name: group.name }) });
        setName('');
      },
    });
  };
  return (
    <form className={`${styles.inline} ${styles.groupForm}`} onSubmit={submit}>
      <div className={shared.field}>
        <label htmlFor={id}>{t('admin.companies.newGroup')}</label>
        <input id={id} required value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <Button type="submit" variant="secondary" disabled={create.isPending}>
        {t('admin.companies.createGroup')}
      </Button>
    </form>
  );
}
