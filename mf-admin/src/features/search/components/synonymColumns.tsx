import type { SynonymGroup } from '@shop/shared/contracts';
import type { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { type EditDeleteActions, editDeleteColumn } from '../../../components/editDeleteColumn';
import { formatDateTime } from '../../../components/formatDateTime';
import styles from './SearchSettings.module.css';

export function synonymColumns(
  t: ReturnType<typeof useTranslation>['t'],
  actions: EditDeleteActions<SynonymGroup>,
): ColumnDef<SynonymGroup, unknown>[] {
  return [
    {
      id: 'phrases',
      header: t('admin.searchSettings.group'),
      cell: ({ row }) => (
        <ul className={styles.phrases}>
          {row.original.izrazi.map((phrase) => (
            <li key={phrase}>{phrase}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'updated',
      header: t('admin.searchSettings.updated'),
      cell: ({ row }) => formatDateTime(row.original.azurirano),
    },
    editDeleteColumn(t, actions),
  ];
}
