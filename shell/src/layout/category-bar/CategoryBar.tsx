import type { Category } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { useCategories } from '@shop/shared/state';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useMediaMatch } from '../../hooks/useMediaMatch';
import { DESKTOP_MIN_WIDTH, desktopQuery, visibleCategoryCount, WIDE_MIN_WIDTH, wideQuery } from '../breakpoints';
import styles from './CategoryBar.module.css';

/**
 * The shop's categories (SPEC §2): 6 from 1024 px, 5 from 900 px, in one row, and a toggle that expands it to all.
 * Below 900 px all of them in one row that scrolls sideways, one line tall, so the first products stay on the phone's
 * first screen. Mounted on the routes whose row in the route table has `categoryBar` (`showsCategoryBar`).
 *
 * The server cannot know the screen: until the browser has hydrated the page, the tree holds every category and the
 * toggle, and CSS shows what fits the screen. Once hydrated, the tree keeps only that.
 */
export function CategoryBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: categories = [] } = useCategories();
  const desktop = useMediaMatch(desktopQuery);
  const wide = useMediaMatch(wideQuery);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page folds the bar again
  useEffect(() => setExpanded(false), [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new page (or once the categories arrive)
  useEffect(() => {
    if (desktop === false && list.current) scrollCurrentIntoView(list.current);
  }, [desktop, pathname, categories.length]);

  const total = categories.length;
  // The row's length on this screen (the 900 px one while the screen is unknown: that row is the shorter).
  const rowLength = visibleCategoryCount(wide ? WIDE_MIN_WIDTH : DESKTOP_MIN_WIDTH, total);
  const hasMore = rowLength < total;
  // A phone, or an unknown screen: every category in the tree (CSS hides those past a desktop row's length).
  const rowCategories = expanded || desktop !== true ? categories : categories.slice(0, rowLength);
  // A toggle the 900 px row needs and the 1024 px row does not: CSS hides it there while the screen is unknown.
  const fitsWideRow = visibleCategoryCount(WIDE_MIN_WIDTH, total) >= total;
  const toggleClass = fitsWideRow ? `${styles.toggle} ${styles.narrowRowOnly}` : styles.toggle;

  return (
    <nav aria-label={t('categories.label')} className={styles.bar} data-testid="category-bar">
      <div className={styles.inner}>
        <ul ref={list} id={listId} className={expanded ? `${styles.list} ${styles.expanded}` : styles.list}>
          <CategoryLinks categories={rowCategories} />
        </ul>
        {desktop !== false && hasMore && (
          <button
            type="button"
            className={toggleClass}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('categories.showLess') : t('categories.showAll')}
          </button>
        )}
      </div>
    </nav>
  );
}

function CategoryLinks({ categories }: { categories: Category[] }) {
  const { paths } = useTranslation();
  return categories.map((category) => (
    <li key={category.id_kategorije}>
      <NavLink to={paths.category(category.url_stranice)} data-testid="category-link">
        {category.naziv_kategorije}
      </NavLink>
    </li>
  ));
}

/** The phone's row starts at the category being browsed, when it would be out of sight (only the row scrolls). */
function scrollCurrentIntoView(row: HTMLElement) {
  const current = row.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current) return;
  const start = current.offsetLeft; // the row is its offset parent (position: relative)
  const outOfSight = start < row.scrollLeft || start + current.offsetWidth > row.scrollLeft + row.clientWidth;
  if (outOfSight) row.scrollLeft = start - 16;
}
