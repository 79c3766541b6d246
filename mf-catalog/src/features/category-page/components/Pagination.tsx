import { useTranslation } from '@shop/shared/i18n';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Pages nearest the current one (and the first and last), so the bar stays short for big categories. */
function visiblePages(page: number, pageCount: number): number[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  return [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
}

export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('listing.pages')}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('listing.previous')}
      </button>
      {visiblePages(page, pageCount).map((p) => (
        <button
          key={p}
          type="button"
          aria-current={p === page ? 'page' : undefined}
          aria-label={t('listing.page', { page: p })}
          onClick={() => onPage(p)}
        >
          {p}
        </button>
      ))}
      <button type="button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('listing.next')}
      </button>
    </nav>
  );
}
