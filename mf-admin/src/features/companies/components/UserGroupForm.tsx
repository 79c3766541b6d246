import { showAlert } from '@shop/shared/alerts';
import type { NamedOption } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import shared from '../../../components/AdminSection.module.css';
import { useSetUserGroup } from '../api/useCompanyWrites';
import styles from './Companies.module.css';

/** Puts one user (a teacher, a partner's employee without a company account) in a customer group, or out of it. */
export function UserGroupForm({ groups }: { groups: NamedOption[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [groupId, setGroupId] = useState('');
  const setGroup = useSetUserGroup();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGroup.mutate(
      { email, groupId: groupId ? Number(groupId) : null },
      { onSuccess: () => showAlert({ type: 'success', message: t('admin.companies.userGroupSet', { email }) }) },
    );
  };
  return (
    <form
      className={`${styles.inline} ${styles.groupForm}`}
      onSubmit={submit}
      aria-label={t('admin.companies.userGroup')}
    >
      <div className={shared.field}>
        <label htmlFor={`${id}-email`}>{t('admin.companies.userEmail')}</label>
        <input
          id={`${id}-email`}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className={shared.field}>
        <label htmlFor={`${id}-group`}>{t('admin.companies.group')}</label>
        <select id={`${id}-group`} value={groupId} onChange={(event) => setGroupId(event.target.value)}>
          <option value="">{t('admin.companies.noGroup')}</option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={setGroup.isPending}>
        {t('admin.companies.setUserGroup')}
      </Button>
    </form>
  );
}
