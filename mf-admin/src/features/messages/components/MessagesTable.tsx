import type { AdminMessageSummary } from '@shop/shared/contracts';
import { formatDate } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../../components/DataTable';
import { DoneBadge } from '../../../components/DoneBadge';
import styles from '../../../components/SalesRecords.module.css';

interface MessagesTableProps {
  messages: AdminMessageSummary[];
  busy: boolean;
  onOpen: (id: number) => void;
}

export function MessagesTable({ messages, busy, onOpen }: MessagesTableProps) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<AdminMessageSummary, unknown>[]>(
    () => [
      { id: 'date', header: t('admin.sales.date'), cell: ({ row }) => formatDate(row.original.createdAt) },
      {
        id: 'subject',
        header: t('admin.messages.subject'),
        cell: ({ row }) => (
          <button type="button" className={styles.linkButton} onClick={() => onOpen(row.original.id)}>
            {row.original.subject}
          </button>
        ),
      },
      { id: 'name', header: t('admin.messages.name'), cell: ({ row }) => row.original.name },
      { id: 'email', header: t('admin.sales.email'), cell: ({ row }) => row.original.email },
      {
        id: 'state',
        header: t('admin.sales.state'),
        cell: ({ row }) => (
          <DoneBadge
            done={row.original.handled !== null}
            doneLabel={t('admin.messages.handled')}
            openLabel={t('admin.messages.unhandled')}
          />
        ),
      },
    ],
    [t, onOpen],
  );
  return (
    <DataTable
      caption={t('admin.messages.caption')}
      columns={columns}
      rows={messages}
      rowId={(message) => String(message.id)}
      busy={busy}
    />
  );
}
