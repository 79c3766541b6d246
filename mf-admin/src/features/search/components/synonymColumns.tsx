import type { SynonymGroup } from '@shop/shared/contracts';
import type { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import shared from '../../../components/AdminSection.module.css';
import { formatDateTime } from '../../../components/formatDateTime';
import styles from './SearchSettings.module.css';

export function synonymColumns(
  t: ReturnType<typeof useTranslation>['t'],
  actions: { onEdit: (group: SynonymGroup) => void; onDelete: (group: SynonymGroup) => void },
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
