import type { AdminOrderSummary } from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../../components/DataTable';
import styles from '../../../components/SalesRecords.module.css';

interface OrdersTableProps {
  orders: AdminOrderSummary[];
  busy: boolean;
  onOpen: (id: number) => void;
}

/** The open tab's page of orders; the number opens the order's detail. */
export function OrdersTable({ orders, busy, onOpen }: OrdersTableProps) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<AdminOrderSummary, unknown>[]>(
    () => [
      {
        id: 'number',
        header: t('admin.orders.number'),
        cell: ({ row }) => (
          <button type="button" className={styles.linkButton} onClick={() => onOpen(row.original.id)}>
            {row.original.number}
          </button>
        ),
      },
      { id: 'date', header: t('admin.sales.date'), cell: ({ row }) => formatDate(row.original.createdAt) },
      { id: 'customer', header: t('admin.orders.customer'), cell: ({ row }) => row.original.customerName },
      { id: 'email', header: t('admin.sales.email'), cell: ({ row }) => row.original.email },
      {
        id: 'status',
        header: t('admin.orders.status'),
        cell: ({ row }) => <span className={styles.badge}>{t(`order.status.${row.original.status}`)}</span>,
      },
      {
        id: 'payment',
        header: t('admin.orders.payment'),
        cell: ({ row }) => t(`payment.${row.original.paymentMethod}`),
      },
      { id: 'total', header: t('admin.sales.total'), cell: ({ row }) => formatPrice(row.original.total) },
    ],
    [t, onOpen],
  );
  return (
    <DataTable
      caption={t('admin.orders.caption')}
      columns={columns}
      rows={orders}
      rowId={(order) => String(order.id)}
      busy={busy}
    />
  );
}
