import type { AdminPromotionDetail, AdminPromotionProduct } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import shared from '../../../components/AdminSection.module.css';
import { DataTable } from '../../../components/DataTable';
import { useSetPromotionProducts } from '../api/useSetPromotionProducts';
import { ProductPicker } from './ProductPicker';

/** The ids with the one at `from` moved to `to`. */
function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

/** The promotion's products in page order: add by search, remove, move up and down; each change is saved at once. */
export function PromotionProducts({ promotion }: { promotion: AdminPromotionDetail }) {
  const { t } = useTranslation();
  const setProducts = useSetPromotionProducts(promotion.id);
  const ids = promotion.products.map((product) => product.id);
  const busy = setProducts.isPending;

  const columns = useMemo<ColumnDef<AdminPromotionProduct, unknown>[]>(
    () => [
      {
        id: 'order',
        header: t('admin.categories.order'),
        cell: ({ row }) => (
          <span className={shared.move}>
            <button
              type="button"
              className={shared.iconButton}
              aria-label={t('admin.promotions.moveUp', { name: row.original.name })}
              disabled={busy || row.index === 0}
              onClick={() => setProducts.mutate(moved(ids, row.index, row.index - 1))}
            >
              ▲
            </button>
            <button
              type="button"
              className={shared.iconButton}
              aria-label={t('admin.promotions.moveDown', { name: row.original.name })}
              disabled={busy || row.index === ids.length - 1}
              onClick={() => setProducts.mutate(moved(ids, row.index, row.index + 1))}
            >
              ▼
            </button>
          </span>
        ),
      },
      {
        id: 'image',
        header: t('admin.categories.image'),
        cell: ({ row }) => (
          <img className={shared.thumbnail} src={row.original.imageUrl} alt="" width={48} height={36} loading="lazy" />
        ),
      },
      { id: 'name', header: t('admin.promotions.name'), accessorKey: 'name' },
      { id: 'code', header: t('admin.promotions.code'), cell: ({ row }) => <code>{row.original.code}</code> },
      {
        id: 'actions',
        header: t('admin.actions'),
        cell: ({ row }) => (
          <button
            type="button"
            className={shared.dangerButton}
            aria-label={t('admin.promotions.remove', { name: row.original.name })}
            disabled={busy}
            onClick={() => setProducts.mutate(ids.filter((id) => id !== row.original.id))}
          >
            ✕
          </button>
        ),
      },
    ],
    [t, ids, busy, setProducts],
  );

  return (
    <section className={shared.subsection} aria-labelledby="promotion-products-title">
      <h3 id="promotion-products-title">{t('admin.promotions.productsOf')}</h3>
      <ProductPicker
        chosen={new Set(ids)}
        disabled={busy}
        onAdd={(product) => setProducts.mutate([...ids, product.id])}
      />
      {ids.length === 0 ? (
        <p className={shared.note}>{t('admin.promotions.noProducts')}</p>
      ) : (
        <DataTable
          caption={t('admin.promotions.productsCaption')}
          columns={columns}
          rows={promotion.products}
          rowId={(row) => String(row.id)}
          busy={busy}
        />
      )}
    </section>
  );
}
