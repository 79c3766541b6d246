import type { ProductSummary } from '@shop/shared/contracts';
import { ProductCard } from '@shop/shared/ui';
import styles from './ProductGrid.module.css';

/** How many cards are above the fold on a phone or a desktop: their images load eagerly. */
const EAGER_CARDS = 4;

export function ProductGrid({ products, eagerFirst = true }: { products: ProductSummary[]; eagerFirst?: boolean }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id_proizvoda}>
          <ProductCard product={product} eager={eagerFirst && index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
