import type { KeptReleaseItem, ReleasePackage } from '@shop/shared/contracts';
import type { MessageKey } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDateTime } from '../../../components/formatDateTime';
import { RollbackButton } from './RollbackButton';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** One package's releases table; the rollback button only for those who may switch (`releases.rollback`). */
export function releaseColumns(
  t: Translate,
  pkg: ReleasePackage,
  label: string,
  canRollBack: boolean,
): ColumnDef<KeptReleaseItem, unknown>[] {
  return [
    { id: 'id', header: t('admin.releases.id'), cell: ({ row }) => <code>{row.original.id}</code> },
    { id: 'created', header: t('admin.releases.created'), cell: ({ row }) => formatDateTime(row.original.napravljeno) },
    {
      id: 'liveSince',
      header: t('admin.releases.liveSince'),
      cell: ({ row }) => (row.original.uzivoOd ? formatDateTime(row.original.uzivoOd) : ''),
    },
    {
      id: 'status',
      header: t('admin.releases.status'),
      cell: ({ row }) => (row.original.uzivo ? <strong>{t('admin.releases.live')}</strong> : t('admin.releases.kept')),
    },
    ...(canRollBack
      ? [
          {
            id: 'actions',
            header: t('admin.actions'),
            cell: ({ row }) =>
              row.original.uzivo ? null : <RollbackButton pkg={pkg} label={label} id={row.original.id} />,
          } satisfies ColumnDef<KeptReleaseItem, unknown>,
        ]
      : []),
  ];
}
