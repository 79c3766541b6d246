import { useTranslation } from '@shop/shared/i18n';
import { LinesSkeleton } from '@shop/shared/ui';
import { useMemo, useState } from 'react';
import shared from '../../components/AdminSection.module.css';
import { DataTable } from '../../components/DataTable';
import { Pager } from '../../components/Pager';
import { SearchField } from '../../components/SearchField';
import type { SectionProps } from '../../panel/sections';
import { useAuditLog } from './api/useAuditLog';
import { useAuditLogFilters } from './api/useAuditLogFilters';
import { AuditFilters, type AuditFilterValues } from './components/AuditFilters';
import { auditColumns } from './components/auditColumns';

/** #Dnevnik: every staff write, newest first: who, when, what, the IP and the changed fields. */
export default function AuditLogSection({ search, onSearchChange }: SectionProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [page, setPage] = useState(1);
  const { data: options } = useAuditLogFilters();
  const { data, isPlaceholderData } = useAuditLog({ ...filters, entityId: search || undefined, page });
  const columns = useMemo(() => auditColumns(t), [t]);

  return (
    <>
      <div className={shared.filters}>
        <SearchField
          value={search}
          label={t('admin.audit.entityId')}
          onSearch={(term) => {
            setPage(1);
            onSearchChange(term);
          }}
        />
        <AuditFilters
          value={filters}
          options={options}
          onChange={(next) => {
            setPage(1);
            setFilters(next);
          }}
          onClear={() => {
            setPage(1);
            setFilters({});
            onSearchChange('');
          }}
        />
      </div>
      {data ? (
        <>
          <DataTable
            caption={t('admin.audit.caption')}
            columns={columns}
            rows={data.entries}
            rowId={(entry) => String(entry.id)}
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
