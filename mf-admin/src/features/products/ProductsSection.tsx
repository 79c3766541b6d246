import { useTranslation } from '@shop/shared/i18n';
import { Button, LinesSkeleton } from '@shop/shared/ui';
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { Pager } from '../../components/Pager';
import { SearchField } from '../../components/SearchField';
import type { SectionProps } from '../../panel/sections';
import { ProductCsvTools } from '../import/ProductCsvTools';
import { useAdminProducts } from './api/useAdminProducts';
import { useProductLookups } from './api/useProductLookups';
import { BulkActionBar } from './components/BulkActionBar';
import { ProductEditor } from './components/ProductEditor';
import { ProductFilters } from './components/ProductFilters';
import styles from './components/ProductsSection.module.css';
import { productColumns } from './components/productColumns';
import { useProductListView } from './hooks/useProductListView';

/**
 * #Proizvodi: the server-paged product table with its filters and search (all kept in the URL, so a reload or the
 * product page's 'Izmijeni' link opens the same view), bulk actions on a selection, and the editor for one product.
 */
export default function ProductsSection({ search, onSearchChange }: SectionProps) {
  const { t } = useTranslation();
  const view = useProductListView(search);
  const list = useAdminProducts(view.query);
  const lookups = useProductLookups();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  const { openEditor } = view;
  const columns = useMemo(() => productColumns(t, openEditor), [t, openEditor]);

  if (view.editing !== undefined) {
    return lookups.data ? (
      <ProductEditor target={view.editing} lookups={lookups.data} onOpen={openEditor} />
    ) : (
      <LinesSkeleton />
    );
  }

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <SearchField value={search} onSearch={onSearchChange} placeholder={t('admin.products.searchHint')} />
        <Button onClick={() => openEditor('new')}>{t('admin.products.new')}</Button>
      </div>
      <ProductFilters params={view.params} lookups={lookups.data} onChange={view.setFilter} />
      <ProductCsvTools filter={view.filter} />
      {selectedIds.length > 0 && (
        <BulkActionBar ids={selectedIds} lookups={lookups.data} onDone={() => setSelection({})} />
      )}
      <DataTable
        caption={t('admin.products.caption')}
        columns={columns}
        rows={list.data?.rows ?? []}
        rowId={(row) => String(row.id)}
        sorting={view.sorting}
        onSortingChange={(updater) => view.setSorting(typeof updater === 'function' ? updater(view.sorting) : updater)}
        selection={selection}
        onSelectionChange={setSelection}
        busy={list.isPlaceholderData || list.isPending}
      />
      {list.data && (
        <Pager page={view.page} pageSize={view.pageSize} total={list.data.total} onPageChange={view.setPage} />
      )}
    </div>
  );
}
