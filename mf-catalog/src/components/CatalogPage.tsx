import type { ReactNode } from 'react';
import styles from './CatalogPage.module.css';

/**
 * Every catalog page's frame. It is at least as tall as the screen from its first (loading) render on, so the footer
 * starts below the fold and does not jump down as products arrive (layout shift).
 */
export function CatalogPage({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <section className={styles.page} aria-busy={busy || undefined}>
      {children}
    </section>
  );
}
