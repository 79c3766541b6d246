import type { AdminCategory } from '@shop/shared/contracts';
import type { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import shared from '../../../components/AdminSection.module.css';
import styles from './Categories.module.css';
import { MoveButtons } from './MoveButtons';

export interface CategoryRowActions {
  /** Every category id in menu order (the move buttons work on the whole list, whatever the search shows). */
  order: number[];
  canMove: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: (category: AdminCategory) => void;
  onOpen: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
  openId: number | undefined;
}

export function categoryColumns(
  t: ReturnType<typeof useTranslation>['t'],
  actions: CategoryRowActions,
): ColumnDef<AdminCategory, unknown>[] {
  return [
    {
      id: 'order',
      header: t('admin.categories.order'),
      cell: ({ row }) => (
        <MoveButtons
          name={row.original.name}
          index={actions.order.indexOf(row.original.id)}
          count={actions.order.length}
          disabled={!actions.canMove}
          onMove={actions.onMove}
        />
      ),
    },
    {
      id: 'image',
      header: t('admin.categories.image'),
      cell: ({ row }) =>
        row.original.imageUrl ? (
          <img className={shared.thumbnail} src={row.original.imageUrl} alt="" width={64} height={48} loading="lazy" />
        ) : (
          <span className={styles.noImage}>{t('admin.categories.noImage')}</span>
        ),
    },
    { id: 'name', header: t('admin.categories.name'), accessorKey: 'name' },
    { id: 'slug', header: t('admin.categories.slug'), cell: ({ row }) => <code>{row.original.slug}</code> },
    {
      id: 'subcategories',
      header: t('admin.categories.subcategories'),
      cell: ({ row }) => row.original.subcategories.length,
    },
    { id: 'products', header: t('admin.categories.products'), accessorKey: 'productCount' },
    {
      id: 'actions',
      header: t('admin.actions'),
      cell: ({ row }) => {
        const category = row.original;
        return (
          <span className={shared.rowActions}>
            <button type="button" className={shared.linkButton} onClick={() => actions.onEdit(category)}>
              {t('admin.edit')}
            </button>
            <button
              type="button"
              className={shared.linkButton}
              aria-expanded={actions.openId === category.id}
              aria-label={t('admin.categories.showSubcategories', { name: category.name })}
              onClick={() => actions.onOpen(category)}
            >
              {t('admin.categories.subcategories')}
            </button>
            <button type="button" className={shared.dangerButton} onClick={() => actions.onDelete(category)}>
              {t('admin.delete')}
            </button>
          </span>
        );
      },
    },
  ];
}
