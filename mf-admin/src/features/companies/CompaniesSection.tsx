import type { AdminCompany } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { useMemo, useState } from 'react';
import shared from '../../components/AdminSection.module.css';
import { DataTable } from '../../components/DataTable';
import { FilterSelect } from '../../components/FilterSelect';
import { QueryResult } from '../../components/QueryResult';
import { SearchField } from '../../components/SearchField';
import type { SectionProps } from '../../panel/sections';
import { useCompanies } from './api/useCompanies';
import styles from './components/Companies.module.css';
import { CompanyEditor } from './components/CompanyEditor';
import { companyColumns } from './components/companyColumns';
import { NewCustomerGroup } from './components/NewCustomerGroup';
import { UserGroupForm } from './components/UserGroupForm';

/**
 * #Firme: business customers. Admins create and verify companies, link their users (buyer or administrator) and set
 * the customer group whose price lists apply; put a single user in a group; every write is audited.
 */
export default function CompaniesSection({ search, onSearchChange }: SectionProps) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<'yes' | 'no' | ''>('');
  const companies = useCompanies(search.trim(), verified);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const columns = useMemo(() => companyColumns(t, (company) => setEditing({ id: company.id })), [t]);
  const verifiedOptions = [
    { value: 'yes', label: t('admin.companies.yes') },
    { value: 'no', label: t('admin.companies.no') },
  ];

  return (
    <div className={shared.section}>
      <div className={shared.toolbar}>
        <SearchField value={search} onSearch={onSearchChange} placeholder={t('admin.companies.searchPlaceholder')} />
        <Button onClick={() => setEditing({})}>{t('admin.companies.new')}</Button>
      </div>
      <div className={shared.filters}>
        <FilterSelect
          label={t('admin.companies.verifiedFilter')}
          value={verified}
          options={verifiedOptions}
          allLabel={t('admin.companies.allCompanies')}
          onChange={(value) => setVerified(value as 'yes' | 'no' | '')}
        />
      </div>
      <div className={styles.groupTools}>
        <NewCustomerGroup />
        <UserGroupForm groups={companies.data?.groups ?? []} />
      </div>
      {editing && (
        <CompanyEditor
          key={editing.id ?? 'new'}
          id={editing.id}
          groups={companies.data?.groups ?? []}
          onCreated={(id) => setEditing({ id })}
          onClose={() => setEditing(null)}
        />
      )}
      <QueryResult query={companies}>
        {(data) => (
          <DataTable<AdminCompany>
            caption={t('admin.companies.caption')}
            columns={columns}
            rows={data.companies}
            rowId={(row) => String(row.id)}
            busy={companies.isFetching}
          />
        )}
      </QueryResult>
    </div>
  );
}
