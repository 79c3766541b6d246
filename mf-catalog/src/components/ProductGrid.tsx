import type { ProductSummary } from '@shop/shared/contracts';
import { ProductCard } from '@shop/shared/ui';
import styles from './ProductGrid.module.css';

/** How many cards of a grid are in its first row (a wide screen's; a phone's first two rows): the likely LCP. */
export const FIRST_ROW_CARDS = 4;

/** A grid of product cards. `priorityFirstRow`: the grid is the top of its page, so its first row loads first. */
export function ProductGrid({
  products,
  priorityFirstRow = true,
}: {
  products: ProductSummary[];
  priorityFirstRow?: boolean;
}) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id_proizvoda}>
          <ProductCard product={product} priority={priorityFirstRow && index < FIRST_ROW_CARDS} />
        </li>
      ))}
    </ul>
  );
}
