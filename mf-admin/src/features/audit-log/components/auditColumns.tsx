import type { AuditEntry } from '@shop/shared/contracts';
import type { MessageKey } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { ChangeDiff } from './ChangeDiff';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** `2026-11-23T14:05:09.123Z` → `23.11.2026. 14:05:09` (UTC, as the server stores it). */
export function formatTimestamp(iso: string): string {
  const [day = '', time = ''] = iso.split('T');
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}. ${time.slice(0, 8)}`;
}

export function auditColumns(t: Translate): ColumnDef<AuditEntry, unknown>[] {
  return [
    {
      id: 'when',
      header: t('admin.audit.when'),
      cell: ({ row }) => <time dateTime={row.original.createdAt}>{formatTimestamp(row.original.createdAt)}</time>,
    },
    { id: 'who', header: t('admin.audit.who'), cell: ({ row }) => row.original.userEmail },
    { id: 'action', header: t('admin.audit.action'), cell: ({ row }) => <code>{row.original.action}</code> },
    {
      id: 'entity',
      header: t('admin.audit.entity'),
      cell: ({ row }) => `${row.original.entity}${row.original.entityId ? ` #${row.original.entityId}` : ''}`,
    },
    { id: 'ip', header: t('admin.audit.ip'), cell: ({ row }) => row.original.ip },
    { id: 'changes', header: t('admin.audit.changes'), cell: ({ row }) => <ChangeDiff entry={row.original} /> },
  ];
}
