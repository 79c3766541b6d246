import { showAlert } from '@shop/shared/alerts';
import type { AdminCategory, AdminSubcategory } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button, LinesSkeleton } from '@shop/shared/ui';
import { useCallback, useMemo, useState } from 'react';
import shared from '../../components/AdminSection.module.css';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { SearchField } from '../../components/SearchField';
import type { SectionProps } from '../../panel/sections';
import { useCategoryTree } from './api/useCategoryTree';
import { useDeleteFromTree } from './api/useDeleteFromTree';
import { useReorder } from './api/useReorder';
import { CategoryForm } from './components/CategoryForm';
import { categoryColumns } from './components/categoryColumns';
import { moved } from './components/MoveButtons';
import { SubcategoryPanel } from './components/SubcategoryPanel';

type PendingDelete = { kind: 'category' | 'subcategory'; id: number; name: string };

/** Whether a name or slug contains the search, ignoring case (Serbian rules). */
const contains = (term: string) => (row: { name: string; slug: string }) =>
  term === '' || row.name.toLocaleLowerCase('sr').includes(term) || row.slug.toLocaleLowerCase('sr').includes(term);

/**
 * #Kategorije: the category tree in menu order. Categories and their subcategories are created, renamed (name and
 * slug), moved up and down, given an image, and deleted when empty; the shop's category bar follows at once.
 */
export default function CategoriesSection({ search, onSearchChange }: SectionProps) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const reorder = useReorder();
  const remove = useDeleteFromTree();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [openId, setOpenId] = useState<number>();
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const categories = tree.data?.categories ?? [];
  const term = search.trim().toLocaleLowerCase('sr');
  const matches = contains(term);
  const rows = categories.filter((category) => matches(category) || category.subcategories.some(matches));
  const order = categories.map((category) => category.id);
  const openCategory = categories.find((category) => category.id === openId);
  const editedCategory = categories.find((category) => category.id === editing?.id);

  const askDelete = useCallback(
    (kind: PendingDelete['kind']) => (row: { id: number; name: string }) =>
      setPendingDelete({ kind, id: row.id, name: row.name }),
    [],
  );
  const columns = useMemo(
    () =>
      categoryColumns(t, {
        order,
        canMove: term === '' && !reorder.isPending,
        onMove: (from, to) => reorder.mutate({ ids: moved(order, from, to) }),
        onEdit: (category) => setEditing({ id: category.id }),
        onOpen: (category) => setOpenId((current) => (current === category.id ? undefined : category.id)),
        onDelete: askDelete('category'),
        openId,
      }),
    [t, order, term, reorder, openId, askDelete],
  );

  if (tree.isPending) return <LinesSkeleton />;
  if (tree.isError) return <p role="alert">{tree.error.message}</p>;

  const subcategoryMatches = (subcategory: AdminSubcategory) =>
    !openCategory || matches(openCategory) || matches(subcategory);

  return (
    <div className={shared.section}>
      <div className={shared.toolbar}>
        <SearchField value={search} onSearch={onSearchChange} placeholder={t('admin.categories.searchPlaceholder')} />
        <Button onClick={() => setEditing({})}>{t('admin.categories.new')}</Button>
      </div>
      {editing && (
        <CategoryForm
          key={editing.id ?? 'new'}
          category={editedCategory}
          onCreated={(id) => setEditing({ id })}
          onClose={() => setEditing(null)}
        />
      )}
      {term !== '' && <p className={shared.note}>{t('admin.categories.orderWhileSearching')}</p>}
      <DataTable<AdminCategory>
        caption={t('admin.categories.caption')}
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.id)}
        busy={reorder.isPending}
      />
      {openCategory && (
        <SubcategoryPanel
          key={openCategory.id}
          category={openCategory}
          categories={categories}
          matches={subcategoryMatches}
          searching={term !== ''}
          onDelete={askDelete('subcategory')}
        />
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={
          pendingDelete?.kind === 'category'
            ? t('admin.categories.deleteCategory', { name: pendingDelete.name })
            : t('admin.categories.deleteSubcategory', { name: pendingDelete?.name ?? '' })
        }
        confirmLabel={t('admin.delete')}
        busy={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (!pendingDelete) return;
          remove.mutate(pendingDelete, {
            onSuccess: () => {
              showAlert({ type: 'success', message: t('admin.categories.deleted', { name: pendingDelete.name }) });
              if (pendingDelete.kind === 'category' && openId === pendingDelete.id) setOpenId(undefined);
              if (pendingDelete.kind === 'category' && editing?.id === pendingDelete.id) setEditing(null);
            },
            onSettled: () => setPendingDelete(null),
          });
        }}
      >
        <p>{t('admin.categories.deleteExplained')}</p>
      </ConfirmDialog>
    </div>
  );
}
