import { useTranslation } from '@shop/shared/i18n';
import { Button, LinesSkeleton } from '@shop/shared/ui';
import type { ReactNode } from 'react';
import styles from './SalesRecords.module.css';

interface RecordDetailProps<T> {
  /** Names the region: `<kind>-detail-title` labels it, `<kind>-detail` is its test id. */
  kind: string;
  title: string;
  /** Undefined while it loads. */
  record: T | undefined;
  error: Error | null;
  onClose: () => void;
  children: (record: T) => ReactNode;
}

/** The chosen record below a sales list: its title and a close button, then a skeleton, the error or the record. */
export function RecordDetail<T>({ kind, title, record, error, onClose, children }: RecordDetailProps<T>) {
  const { t } = useTranslation();
  const titleId = `${kind}-detail-title`;
  return (
    <section className={styles.detail} aria-labelledby={titleId} data-testid={`${kind}-detail`}>
      <div className={styles.detailHeader}>
        <h2 id={titleId}>{title}</h2>
        <Button variant="secondary" onClick={onClose}>
          {t('admin.close')}
        </Button>
      </div>
      {error && <p role="alert">{error.message}</p>}
      {!record && !error && <LinesSkeleton />}
      {record && children(record)}
    </section>
  );
}
