import { Role } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { useCurrentUser } from '@shop/shared/state';
import { LinesSkeleton } from '@shop/shared/ui';
import { useMemo, useState } from 'react';
import shared from '../../components/AdminSection.module.css';
import { DataTable } from '../../components/DataTable';
import { FilterSelect } from '../../components/FilterSelect';
import { Pager } from '../../components/Pager';
import { SearchField } from '../../components/SearchField';
import type { SectionProps } from '../../panel/sections';
import { useAdminUsers } from './api/useAdminUsers';
import { userColumns } from './components/userColumns';

/** #Korisnici: every account, searched by name or email and filtered by role; change a role, deactivate. */
export default function UsersSection({ search, onSearchChange }: SectionProps) {
  const { t } = useTranslation();
  const { data: me } = useCurrentUser();
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const { data, isPlaceholderData } = useAdminUsers({ search: search || undefined, role: role || undefined, page });
  const columns = useMemo(() => userColumns(t, me?.id), [t, me?.id]);

  return (
    <>
      <div className={shared.filters}>
        <SearchField
          value={search}
          label={t('admin.users.searchLabel')}
          onSearch={(term) => {
            setPage(1);
            onSearchChange(term);
          }}
        />
        <FilterSelect
          label={t('admin.users.roleFilter')}
          value={role}
          allLabel={t('admin.users.allRoles')}
          options={Role.options.map((value) => ({ value, label: t(`admin.role.${value}`) }))}
          onChange={(value) => {
            setPage(1);
            setRole(value === '' ? '' : Role.parse(value));
          }}
        />
      </div>
      {data ? (
        <>
          <DataTable
            caption={t('admin.users.caption')}
            columns={columns}
            rows={data.users}
            rowId={(user) => String(user.id)}
            busy={isPlaceholderData}
          />
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
        </>
      ) : (
        <LinesSkeleton />
      )}
    </>
  );
}
