import type { AdminCategory, AdminSubcategory } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import shared from '../../../components/AdminSection.module.css';
import { DataTable } from '../../../components/DataTable';
import { useReorder } from '../api/useReorder';
import { MoveButtons, moved } from './MoveButtons';
import { SubcategoryForm } from './SubcategoryForm';

interface SubcategoryPanelProps {
  category: AdminCategory;
  categories: AdminCategory[];
  /** The section's search: when the category itself does not match, only its matching subcategories are listed. */
  matches: (subcategory: AdminSubcategory) => boolean;
  searching: boolean;
  onDelete: (subcategory: AdminSubcategory) => void;
}

/** One category's subcategories: their order, edit, delete, and a new one. */
export function SubcategoryPanel({ category, categories, matches, searching, onDelete }: SubcategoryPanelProps) {
  const { t } = useTranslation();
  const reorder = useReorder();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const order = category.subcategories.map((subcategory) => subcategory.id);
  const rows = category.subcategories.filter(matches);
  const editedSubcategory = category.subcategories.find((subcategory) => subcategory.id === editing?.id);

  const columns = useMemo<ColumnDef<AdminSubcategory, unknown>[]>(
    () => [
      {
        id: 'order',
        header: t('admin.categories.order'),
        cell: ({ row }) => (
          <MoveButtons
            name={row.original.name}
            index={order.indexOf(row.original.id)}
            count={order.length}
            disabled={searching || reorder.isPending}
            onMove={(from, to) => reorder.mutate({ categoryId: category.id, ids: moved(order, from, to) })}
          />
        ),
      },
      { id: 'name', header: t('admin.categories.name'), accessorKey: 'name' },
      { id: 'slug', header: t('admin.categories.slug'), cell: ({ row }) => <code>{row.original.slug}</code> },
      { id: 'products', header: t('admin.categories.products'), accessorKey: 'productCount' },
      {
        id: 'actions',
        header: t('admin.actions'),
        cell: ({ row }) => (
          <span className={shared.rowActions}>
            <button type="button" className={shared.linkButton} onClick={() => setEditing({ id: row.original.id })}>
              {t('admin.edit')}
            </button>
            <button type="button" className={shared.dangerButton} onClick={() => onDelete(row.original)}>
              {t('admin.delete')}
            </button>
          </span>
        ),
      },
    ],
    [t, order, searching, reorder, category.id, onDelete],
  );

  return (
    <section className={shared.subsection} aria-labelledby="subcategories-title">
      <div className={shared.toolbar}>
        <h2 id="subcategories-title">{t('admin.categories.subcategoriesOf', { name: category.name })}</h2>
        <Button variant="secondary" onClick={() => setEditing({})}>
          {t('admin.categories.newSubcategory')}
        </Button>
      </div>
      {editing && (
        <SubcategoryForm
          key={editing.id ?? 'new'}
          subcategory={editedSubcategory}
          parent={category}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      )}
      <DataTable
        caption={t('admin.categories.subcategoriesCaption')}
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.id)}
        busy={reorder.isPending}
      />
    </section>
  );
}
