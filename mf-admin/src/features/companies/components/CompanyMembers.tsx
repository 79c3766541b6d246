import { showAlert } from '@shop/shared/alerts';
import { type AdminCompanyDetail, COMPANY_ROLES, type CompanyRole } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import shared from '../../../components/AdminSection.module.css';
import { useRemoveCompanyMember, useSetCompanyMember } from '../api/useCompanyWrites';
import styles from './Companies.module.css';

/** The company's users: link an existing account by its email as buyer or administrator, or remove one. */
export function CompanyMembers({ company }: { company: AdminCompanyDetail }) {
  const { t } = useTranslation();
  const emailId = useId();
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('kupac');
  const link = useSetCompanyMember(company.id);
  const unlink = useRemoveCompanyMember(company.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    link.mutate(
      { email, role },
      {
        onSuccess: () => {
          showAlert({ type: 'success', message: t('admin.companies.linked', { email }) });
          setEmail('');
        },
      },
    );
  };
  return (
    <section className={shared.subsection} aria-labelledby={`${emailId}-title`}>
      <h3 id={`${emailId}-title`}>{t('admin.companies.members')}</h3>
      {company.members.length === 0 ? (
        <p className={shared.note}>{t('admin.companies.noMembers')}</p>
      ) : (
        <ul className={styles.members}>
          {company.members.map((member) => (
            <li key={member.userId}>
              <span>
                {member.username} · {member.email} · {t(`admin.companies.role.${member.role}`)}
              </span>
              <button
                type="button"
                className={shared.dangerButton}
                disabled={unlink.isPending}
                onClick={() => unlink.mutate(member.userId)}
              >
                {t('admin.companies.unlink')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.inline} onSubmit={submit}>
        <div className={shared.field}>
          <label htmlFor={emailId}>{t('admin.companies.memberEmail')}</label>
          <input id={emailId} type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <div className={shared.field}>
          <label htmlFor={roleId}>{t('admin.companies.role')}</label>
          <select id={roleId} value={role} onChange={(event) => setRole(event.target.value as CompanyRole)}>
            {COMPANY_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.companies.role.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={link.isPending}>
          {t('admin.companies.link')}
        </Button>
      </form>
    </section>
  );
}
