import { useTranslation } from '@shop/shared/i18n';
import { categoryPath } from '@shop/shared/site';
import { useCategories } from '@shop/shared/state';
import { Drawer, MenuIcon, useMediaQuery } from '@shop/shared/ui';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { DESKTOP_MIN_WIDTH, desktopQuery, visibleCategoryCount, WIDE_MIN_WIDTH, wideQuery } from '../breakpoints';
import styles from './CategoryBar.module.css';

/**
 * The shop's categories: 6 from 1024 px, 5 from 900 px, in one row; the toggle expands to all. Below 900 px all of
 * them, in a drawer behind one button, so the first products are on the phone's first screen. Mounted on the routes
 * whose row in the route table has `categoryBar` (`showsCategoryBar`).
 */
export function CategoryBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: categories = [] } = useCategories();
  const wide = useMediaQuery(wideQuery);
  const desktop = useMediaQuery(desktopQuery);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page folds the bar (and closes the drawer) again
  useEffect(() => setExpanded(false), [pathname]);

  const links = (shown: typeof categories) =>
    shown.map((category) => (
      <li key={category.id_kategorije}>
        <NavLink to={categoryPath(category.url_stranice)} data-testid="category-link">
          {category.naziv_kategorije}
        </NavLink>
      </li>
    ));

  if (!desktop) {
    return (
      <nav aria-label={t('categories.label')} className={styles.bar} data-testid="category-bar">
        <div className={styles.inner}>
          <button
            type="button"
            className={styles.toggle}
            aria-haspopup="dialog"
            aria-expanded={expanded}
            onClick={() => setExpanded(true)}
          >
            <MenuIcon /> {t('categories.open')}
          </button>
        </div>
        <Drawer open={expanded} onClose={() => setExpanded(false)} title={t('categories.label')}>
          <ul className={styles.drawerList}>{links(categories)}</ul>
        </Drawer>
      </nav>
    );
  }

  const limit = visibleCategoryCount(wide ? WIDE_MIN_WIDTH : DESKTOP_MIN_WIDTH, categories.length);
  const hasMore = limit < categories.length;
  return (
    <nav aria-label={t('categories.label')} className={styles.bar} data-testid="category-bar">
      <div className={styles.inner}>
        <ul id={listId} className={expanded ? `${styles.list} ${styles.expanded}` : styles.list}>
          {links(expanded ? categories : categories.slice(0, limit))}
        </ul>
        {hasMore && (
          <button
            type="button"
            className={styles.toggle}
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
