import styles from './SalesRecords.module.css';

/** An inbox row's state: a plain badge once done, a highlighted one while it still waits for the staff. */
export function DoneBadge({ done, doneLabel, openLabel }: { done: boolean; doneLabel: string; openLabel: string }) {
  return done ? (
    <span className={styles.badge}>{doneLabel}</span>
  ) : (
    <span className={`${styles.badge} ${styles.badgeOpen}`}>{openLabel}</span>
  );
}
