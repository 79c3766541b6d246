import type { ProductSummary } from '@shop/shared/contracts';
import { HydrateWhenSeen, ProductCard } from '@shop/shared/ui';
import styles from './ProductGrid.module.css';

/** How many cards of a grid are in its first row (a wide screen's; a phone's first two rows): the likely LCP. */
export const FIRST_ROW_CARDS = 4;

const cardItems = (products: ProductSummary[], priority: boolean) =>
  products.map((product) => (
    <li key={product.id_proizvoda}>
      <ProductCard product={product} priority={priority} />
    </li>
  ));

/**
 * A grid of product cards. `priorityFirstRow`: the grid is the top of its page, so its first row loads first and
 * hydrates at once (its buttons are what a shopper taps first); the cards after it, and a whole grid further down,
 * hydrate when seen (decision 017), as a second list continuing the first one's grid — at once when its products
 * change (another page of results, another sort).
 */
export function ProductGrid({
  products,
  priorityFirstRow = true,
}: {
  products: ProductSummary[];
  priorityFirstRow?: boolean;
}) {
  const firstRow = priorityFirstRow ? products.slice(0, FIRST_ROW_CARDS) : [];
  const later = products.slice(firstRow.length);
  return (
    <>
      {firstRow.length > 0 && <ul className={styles.grid}>{cardItems(firstRow, true)}</ul>}
      {later.length > 0 && (
        <HydrateWhenSeen content={later.map((product) => product.id_proizvoda).join(',')}>
          <ul className={firstRow.length > 0 ? `${styles.grid} ${styles.continued}` : styles.grid}>
            {cardItems(later, false)}
          </ul>
        </HydrateWhenSeen>
      )}
    </>
  );
}
