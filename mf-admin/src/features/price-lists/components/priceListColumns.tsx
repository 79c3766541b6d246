import type { AdminPriceList } from '@shop/shared/contracts';
import { formatDate } from '@shop/shared/format';
import type { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { type EditDeleteActions, editDeleteColumn } from '../../../components/editDeleteColumn';
import { StatePill } from '../../../components/StatePill';

type Translate = ReturnType<typeof useTranslation>['t'];

/** How each state looks: in effect, over, or not yet. */
const STATE_TONE: Record<AdminPriceList['state'], 'on' | 'off' | undefined> = {
  valid: 'on',
  scheduled: undefined,
  ended: 'off',
};

function validity(t: Translate, { validFrom, validTo }: AdminPriceList): string {
  if (!validFrom && !validTo) return t('admin.priceLists.always');
  return [
    validFrom && t('admin.priceLists.from', { date: formatDate(validFrom) }),
    validTo && t('admin.priceLists.until', { date: formatDate(validTo) }),
  ]
    .filter(Boolean)
    .join(' ');
}

export function priceListColumns(
  t: Translate,
  actions: EditDeleteActions<AdminPriceList>,
): ColumnDef<AdminPriceList, unknown>[] {
  return [
    { id: 'name', header: t('admin.priceLists.name'), accessorKey: 'name' },
    {
      id: 'owner',
      header: t('admin.priceLists.owner'),
      cell: ({ row }) =>
        `${row.original.ownerName} (${t(row.original.companyId ? 'admin.priceLists.company' : 'admin.priceLists.group')})`,
    },
    { id: 'validity', header: t('admin.priceLists.validity'), cell: ({ row }) => validity(t, row.original) },
    {
      id: 'state',
      header: t('admin.priceLists.status'),
      cell: ({ row }) => (
        <StatePill tone={STATE_TONE[row.original.state]}>{t(`admin.priceLists.state.${row.original.state}`)}</StatePill>
      ),
    },
    { id: 'rules', header: t('admin.priceLists.ruleCount'), accessorKey: 'ruleCount' },
    editDeleteColumn(t, actions),
  ];
}
