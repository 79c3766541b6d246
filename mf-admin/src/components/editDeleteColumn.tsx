import type { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import shared from './AdminSection.module.css';

/** What a row's "Uredi" and "Obriši" buttons do. */
export interface EditDeleteActions<Row> {
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** The last column of an editable table: edit and delete buttons for the row. */
export function editDeleteColumn<Row>(
  t: ReturnType<typeof useTranslation>['t'],
  actions: EditDeleteActions<Row>,
): ColumnDef<Row, unknown> {
  return {
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
  };
}
