import type { EnglishTerm } from '@shop/shared/contracts';
import type { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { type EditDeleteActions, editDeleteColumn } from '../../../components/editDeleteColumn';

export function englishTermColumns(
  t: ReturnType<typeof useTranslation>['t'],
  actions: EditDeleteActions<EnglishTerm>,
): ColumnDef<EnglishTerm, unknown>[] {
  return [
    { id: 'serbian', header: t('admin.englishTerms.serbian'), cell: ({ row }) => row.original.serbian },
    { id: 'english', header: t('admin.englishTerms.english'), cell: ({ row }) => row.original.english },
    editDeleteColumn(t, actions),
  ];
}
