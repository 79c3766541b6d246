import type { AdminProductRow, AdminProductSort } from '@shop/shared/contracts';
import { formatDate, formatPrice } from '@shop/shared/format';
import type { useTranslation } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import styles from './ProductsSection.module.css';

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * Column ids are the API's sort keys, so a header click is the server's `sort` as it is. TanStack Table sorts only
 * columns with an accessor; the server does the sorting, the accessor just marks the column as a data column.
 */
const sortable = (id: AdminProductSort, accessorFn: (row: AdminProductRow) => unknown) => ({
  id,
  accessorFn,
  enableSorting: true,
});

/**
 * The product table's columns; the name opens the product in the editor. They fit the panel at 1440 px: a hidden
 * product says so under its name (not in a column of its own), a sale price sits under the regular one.
 */
export function productColumns(t: Translate, onEdit: (id: number) => void): ColumnDef<AdminProductRow, unknown>[] {
  return [
    {
      id: 'image',
      enableSorting: false,
      header: () => <span className={styles.visuallyHidden}>{t('admin.products.image')}</span>,
      cell: ({ row }) =>
        row.original.imageUrl ? (
          <img className={styles.thumb} src={row.original.imageUrl} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className={styles.noThumb} aria-hidden="true" />
        ),
    },
    {
      ...sortable('name', (row) => row.name),
      header: t('admin.products.name'),
      cell: ({ row }) => (
        <>
          <button type="button" className={styles.nameLink} onClick={() => onEdit(row.original.id)}>
            {row.original.name}
          </button>
          {row.original.hidden && <span className={styles.hiddenTag}>{t('admin.products.hiddenYes')}</span>}
        </>
      ),
    },
    {
      ...sortable('code', (row) => row.productCode),
      header: t('admin.products.code'),
      cell: ({ row }) => <span className={styles.code}>{row.original.productCode}</span>,
    },
    {
      id: 'subcategory',
      enableSorting: false,
      header: t('admin.products.subcategory'),
      cell: ({ row }) => (
        <span className={styles.subcategory}>
          <span>{row.original.subcategoryName}</span>
          <small>{row.original.categoryName}</small>
        </span>
      ),
    },
    {
      ...sortable('price', (row) => row.price),
      header: t('admin.products.price'),
      cell: ({ row }) => <PriceCell row={row.original} t={t} />,
    },
    {
      ...sortable('stock', (row) => row.stock),
      header: t('admin.products.stock'),
      cell: ({ row }) => (
        <span className={row.original.stock === 0 ? styles.outOfStock : undefined}>{row.original.stock}</span>
      ),
    },
    {
      id: 'label',
      enableSorting: false,
      header: t('admin.products.label'),
      cell: ({ row }) =>
        row.original.label ? (
          <span
            className={styles.badge}
            style={row.original.labelColor ? { background: row.original.labelColor } : undefined}
          >
            {row.original.label}
          </span>
        ) : null,
    },
    {
      ...sortable('updated', (row) => row.updatedAt),
      header: t('admin.products.updated'),
      cell: ({ row }) => formatDate(row.original.updatedAt),
    },
  ];
}

function PriceCell({ row, t }: { row: AdminProductRow; t: Translate }) {
  if (!row.onSale || row.salePrice === null) return <span className={styles.price}>{formatPrice(row.price)}</span>;
  return (
    <span className={styles.price}>
      <s aria-hidden="true">{formatPrice(row.price)}</s>
      <span className={styles.visuallyHidden}>
        {t('admin.products.regularPriceWas', { price: formatPrice(row.price) })}
      </span>{' '}
      <strong className={styles.salePrice}>{formatPrice(row.salePrice)}</strong>
    </span>
  );
}
