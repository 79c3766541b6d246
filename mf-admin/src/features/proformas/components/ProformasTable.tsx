import type { AdminProformaSummary } from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../../components/DataTable';
import { DoneBadge } from '../../../components/DoneBadge';
import styles from '../../../components/SalesRecords.module.css';

interface ProformasTableProps {
  proformas: AdminProformaSummary[];
  busy: boolean;
  onOpen: (id: number) => void;
}

export function ProformasTable({ proformas, busy, onOpen }: ProformasTableProps) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<AdminProformaSummary, unknown>[]>(
    () => [
      {
        id: 'number',
        header: t('admin.proformas.number'),
        cell: ({ row }) => (
          <button type="button" className={styles.linkButton} onClick={() => onOpen(row.original.id)}>
            {row.original.number}
          </button>
        ),
      },
      { id: 'date', header: t('admin.sales.date'), cell: ({ row }) => formatDate(row.original.createdAt) },
      { id: 'company', header: t('admin.proformas.company'), cell: ({ row }) => row.original.companyName },
      { id: 'contact', header: t('admin.proformas.contact'), cell: ({ row }) => row.original.contactPerson },
      { id: 'email', header: t('admin.sales.email'), cell: ({ row }) => row.original.email },
      { id: 'total', header: t('admin.sales.total'), cell: ({ row }) => formatPrice(row.original.total) },
      {
        id: 'quote',
        header: t('admin.quotes.column'),
        cell: ({ row }) => (row.original.quote ? t(`quote.state.${row.original.quote}`) : t('admin.quotes.noQuote')),
      },
      {
        id: 'state',
        header: t('admin.sales.state'),
        cell: ({ row }) => (
          <DoneBadge
            done={row.original.answered !== null}
            doneLabel={t('admin.proformas.answered')}
            openLabel={t('admin.proformas.unanswered')}
          />
        ),
      },
    ],
    [t, onOpen],
  );
  return (
    <DataTable
      caption={t('admin.proformas.caption')}
      columns={columns}
      rows={proformas}
      rowId={(proforma) => String(proforma.id)}
      busy={busy}
    />
  );
}
