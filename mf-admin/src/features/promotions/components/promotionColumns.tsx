import type { AdminPromotion } from '@shop/shared/contracts';
import type { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import shared from '../../../components/AdminSection.module.css';
import { formatInstant } from './dateInput';
import styles from './Promotions.module.css';

type Translate = ReturnType<typeof useTranslation>['t'];

function period(t: Translate, { startsAt, endsAt }: AdminPromotion): string {
  if (!startsAt && !endsAt) return t('admin.promotions.always');
  return [
    startsAt && t('admin.promotions.from', { date: formatInstant(startsAt) }),
    endsAt && t('admin.promotions.until', { date: formatInstant(endsAt) }),
  ]
    .filter(Boolean)
    .join(' ');
}

export function promotionColumns(
  t: Translate,
  actions: { onEdit: (promotion: AdminPromotion) => void; onDelete: (promotion: AdminPromotion) => void },
): ColumnDef<AdminPromotion, unknown>[] {
  return [
    { id: 'name', header: t('admin.promotions.name'), accessorKey: 'name' },
    { id: 'slug', header: t('admin.promotions.slug'), cell: ({ row }) => <code>{row.original.slug}</code> },
    { id: 'period', header: t('admin.promotions.period'), cell: ({ row }) => period(t, row.original) },
    {
      id: 'state',
      header: t('admin.promotions.status'),
      cell: ({ row }) => (
        <span className={styles.state} data-state={row.original.state}>
          {t(`admin.promotions.state.${row.original.state}`)}
        </span>
      ),
    },
    { id: 'products', header: t('admin.promotions.products'), accessorKey: 'productCount' },
    {
      id: 'actions',
      header: t('admin.actions'),
      cell: ({ row }) => (
        <span className={shared.rowActions}>
          <button type="button" className={shared.linkButton} onClick={() => actions.onEdit(row.original)}>
            {t('admin.edit')}
          </button>
          <button type="button" className={shared.dangerButton} onClick={() => actions.onDelete(row.original)}>
            {t('admin.delete')}
          </button>
        </span>
      ),
    },
  ];
}
