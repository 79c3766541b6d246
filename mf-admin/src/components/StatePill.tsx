import type { ReactNode } from 'react';
import styles from './StatePill.module.css';

/**
 * A record's state in a table: green while it is in effect (a running promotion, a valid price list, a verified
 * company), grey once over, plain otherwise (not yet).
 */
export function StatePill({ tone, children }: { tone?: 'on' | 'off'; children: ReactNode }) {
  return (
    <span className={styles.pill} data-tone={tone}>
      {children}
    </span>
  );
}
