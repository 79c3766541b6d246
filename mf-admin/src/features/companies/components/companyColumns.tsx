import type { AdminCompany } from '@shop/shared/contracts';
import type { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import shared from '../../../components/AdminSection.module.css';
import { StatePill } from '../../../components/StatePill';

type Translate = ReturnType<typeof useTranslation>['t'];

export function companyColumns(
  t: Translate,
  onEdit: (company: AdminCompany) => void,
): ColumnDef<AdminCompany, unknown>[] {
  return [
    { id: 'name', header: t('admin.companies.name'), accessorKey: 'name' },
    { id: 'jib', header: t('admin.companies.jib'), cell: ({ row }) => <code>{row.original.jib}</code> },
    { id: 'group', header: t('admin.companies.group'), cell: ({ row }) => row.original.groupName ?? '—' },
    {
      id: 'verified',
      header: t('admin.companies.verifiedFilter'),
      cell: ({ row }) => (
        <StatePill tone={row.original.verified ? 'on' : undefined}>
          {t(row.original.verified ? 'admin.companies.status.yes' : 'admin.companies.status.no')}
        </StatePill>
      ),
    },
    { id: 'members', header: t('admin.companies.memberCount'), accessorKey: 'memberCount' },
    {
      id: 'actions',
      header: t('admin.actions'),
      cell: ({ row }) => (
        <button type="button" className={shared.linkButton} onClick={() => onEdit(row.original)}>
          {t('admin.edit')}
        </button>
      ),
    },
  ];
}
