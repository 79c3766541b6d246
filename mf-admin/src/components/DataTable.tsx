import { useTranslation } from '@shop/shared/i18n';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import styles from './DataTable.module.css';

interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  /** A stable id per row (selection survives paging and refetches). */
  rowId: (row: Row) => string;
  /** Server-side sorting: the table only shows and changes it; columns with `enableSorting: false` stay put. */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  /** Row selection for bulk actions (a checkbox column is added). */
  selection?: RowSelectionState;
  onSelectionChange?: OnChangeFn<RowSelectionState>;
  /** While the next page loads, the current one stays, dimmed. */
  busy?: boolean;
}

/**
 * The panel's one table (TanStack Table, headless): rows come from the server already paged, sorted and filtered
 * (`manual*`), so it stays fast at 50 000 products. Sortable headers are buttons with `aria-sort`.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  sorting,
  onSortingChange,
  selection,
  onSelectionChange,
  busy = false,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const table = useReactTable({
    data: rows,
    columns: selectable ? [selectColumn<Row>(t('admin.selectAll'), t('admin.selectRow')), ...columns] : columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSorting: onSortingChange !== undefined,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { ...(sorting && { sorting }), ...(selection && { rowSelection: selection }) },
    onSortingChange,
    onRowSelectionChange: onSelectionChange,
    enableRowSelection: selectable,
  });

  return (
    <div className={styles.wrapper} aria-busy={busy}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" className={styles.sort} onClick={header.column.getToggleSortingHandler()}>
                        {label}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className={busy ? styles.busy : undefined}>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} aria-selected={selectable ? row.getIsSelected() : undefined}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={table.getAllLeafColumns().length} className={styles.empty}>
                {t('admin.noRows')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function selectColumn<Row>(allLabel: string, rowLabel: string): ColumnDef<Row, unknown> {
  return {
    id: 'select',
    enableSorting: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label={allLabel}
        checked={table.getIsAllRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={rowLabel}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}
