import type { AdminPromotion } from '@shop/shared/contracts';
import type { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { type EditDeleteActions, editDeleteColumn } from '../../../components/editDeleteColumn';
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
  actions: EditDeleteActions<AdminPromotion>,
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
    editDeleteColumn(t, actions),
  ];
}
