import type { Category } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { categoryPath } from '@shop/shared/site';
import { useCategories } from '@shop/shared/state';
import { Drawer, MenuIcon } from '@shop/shared/ui';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useMediaMatch } from '../../hooks/useMediaMatch';
import { DESKTOP_MIN_WIDTH, desktopQuery, visibleCategoryCount, WIDE_MIN_WIDTH, wideQuery } from '../breakpoints';
import styles from './CategoryBar.module.css';

/**
 * The shop's categories: 6 from 1024 px, 5 from 900 px, in one row; the toggle expands to all. Below 900 px all of
 * them, in a drawer behind one button, so the first products are on the phone's first screen. Mounted on the routes
 * whose row in the route table has `categoryBar` (`showsCategoryBar`).
 *
 * The server cannot know the screen: until the browser has hydrated the page, the tree holds both the row (with every
 * category) and the drawer's button, and CSS shows what fits the screen. Once hydrated, the tree keeps only that.
 */
export function CategoryBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: categories = [] } = useCategories();
  const desktop = useMediaMatch(desktopQuery);
  const wide = useMediaMatch(wideQuery);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page folds the bar (and closes the drawer) again
  useEffect(() => setExpanded(false), [pathname]);

  const total = categories.length;
  // The row's length on this screen (the 900 px one while the screen is unknown: that row is the shorter).
  const rowLength = visibleCategoryCount(wide ? WIDE_MIN_WIDTH : DESKTOP_MIN_WIDTH, total);
  const hasMore = rowLength < total;
  // Unknown screen: every category in the tree, and CSS hides those past the row's length; known: only the row's.
  const rowCategories = expanded || desktop === undefined ? categories : categories.slice(0, rowLength);
  // A toggle the 900 px row needs and the 1024 px row does not: CSS hides it there while the screen is unknown.
  const fitsWideRow = visibleCategoryCount(WIDE_MIN_WIDTH, total) >= total;
  const toggleClass = fitsWideRow ? `${styles.toggle} ${styles.narrowRowOnly}` : styles.toggle;

  return (
    <nav aria-label={t('categories.label')} className={styles.bar} data-testid="category-bar">
      <div className={styles.inner}>
        {desktop !== false && (
          <>
            <ul id={listId} className={expanded ? `${styles.list} ${styles.expanded}` : styles.list}>
              <CategoryLinks categories={rowCategories} />
            </ul>
            {hasMore && (
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
          </>
        )}
        {desktop !== true && (
          <button
            type="button"
            className={`${styles.toggle} ${styles.drawerToggle}`}
            aria-haspopup="dialog"
            aria-expanded={expanded}
            onClick={() => setExpanded(true)}
          >
            <MenuIcon /> {t('categories.open')}
          </button>
        )}
      </div>
      {desktop !== true && (
        <Drawer open={expanded} onClose={() => setExpanded(false)} title={t('categories.label')}>
          <ul className={styles.drawerList}>
            <CategoryLinks categories={categories} />
          </ul>
        </Drawer>
      )}
    </nav>
  );
}

function CategoryLinks({ categories }: { categories: Category[] }) {
  return categories.map((category) => (
    <li key={category.id_kategorije}>
      <NavLink to={categoryPath(category.url_stranice)} data-testid="category-link">
        {category.naziv_kategorije}
      </NavLink>
    </li>
  ));
}
