import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import styles from './Pager.module.css';

interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Previous / next under a server-paged table, with "page N of M" and the total count. */
export function Pager({ page, pageSize, total, onPageChange }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label={t('admin.pages')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('admin.previous')}
      </Button>
      <span>
        {t('admin.page', { page, pages })} · {t('admin.total', { total })}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('admin.next')}
      </Button>
    </nav>
  );
}
