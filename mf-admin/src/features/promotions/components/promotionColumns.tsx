import type { AdminPromotion } from '@shop/shared/contracts';
import type { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { type EditDeleteActions, editDeleteColumn } from '../../../components/editDeleteColumn';
import { StatePill } from '../../../components/StatePill';
import { formatInstant } from './dateInput';

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

/** How each state looks: in effect, over, or not yet. */
const STATE_TONE: Record<AdminPromotion['state'], 'on' | 'off' | undefined> = {
  running: 'on',
  scheduled: undefined,
  ended: 'off',
};

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
        <StatePill tone={STATE_TONE[row.original.state]}>{t(`admin.promotions.state.${row.original.state}`)}</StatePill>
      ),
    },
    { id: 'products', header: t('admin.promotions.products'), accessorKey: 'productCount' },
    editDeleteColumn(t, actions),
  ];
}
