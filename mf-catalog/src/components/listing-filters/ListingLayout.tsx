import type { ReactNode } from 'react';
import styles from './ListingLayout.module.css';

/**
 * A listing's frame, the same on category pages and search results: the filters beside the products (on phones their
 * button above them), a toolbar (count and sort), then the products.
 */
export function ListingLayout({
  filters,
  count,
  sort,
  children,
}: {
  filters: ReactNode;
  count: ReactNode;
  sort: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      {filters}
      <div>
        <div className={styles.toolbar}>
          {count}
          {sort}
        </div>
        {children}
      </div>
    </div>
  );
}
