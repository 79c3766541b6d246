import type { CompareItem } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { useAddToCart } from '@shop/shared/state';
import { Availability, Button, Price } from '@shop/shared/ui';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useRemoveFromCompare } from '../../../api/useRemoveFromCompare';
import type { ComparisonRow } from '../lib/comparisonRows';
import styles from './ComparePage.module.css';

interface ComparisonTableProps {
  items: CompareItem[];
  rows: ComparisonRow[];
}

/** Side by side: one column per product, one row per specification; rows that differ are highlighted. */
export function ComparisonTable({ items, rows }: ComparisonTableProps) {
  const { t, paths } = useTranslation();
  const remove = useRemoveFromCompare();
  const { addToCart, isPending } = useAddToCart();

  return (
    <div className={styles.scroller}>
      <table className={styles.table} style={{ '--compare-columns': items.length } as CSSProperties}>
        <thead>
          <tr>
            <td />
            {items.map((item) => (
              <th key={item.id_proizvoda} scope="col">
                <img src={item.url_slike} alt="" width={160} height={160} />
                <Link to={paths.product(item.slug)}>{item.naziv}</Link>
                <div className={styles.itemActions}>
                  <Button
                    disabled={isPending}
                    onClick={() =>
                      addToCart({
                        id: item.id_proizvoda,
                        quantity: 1,
                        stock: item.kolicina,
                        name: item.naziv,
                        price: item.trenutna_cijena,
                      })
                    }
                  >
                    {t('product.addToCart')}
                  </Button>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('compare.remove', { name: item.naziv })}
                    onClick={() =>
                      remove.mutate({ id_proizvoda: item.id_proizvoda, id_podkategorije: item.id_podkategorije })
                    }
                  >
                    {t('compare.removeItem')}
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('compare.price')}</th>
            {items.map((item) => (
              <td key={item.id_proizvoda}>
                <Price
                  current={item.trenutna_cijena}
                  regular={item.prodajna_cijena_sa_pdv}
                  onSale={item.naAkciji === 1}
                />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('compare.availability')}</th>
            {items.map((item) => (
              <td key={item.id_proizvoda}>
                <Availability stock={item.kolicina} />
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.name} className={row.differs ? styles.differs : undefined} data-differs={row.differs}>
              <th scope="row">{row.name}</th>
              {row.values.map((value, index) => (
                <td key={items[index]?.id_proizvoda}>{value ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
