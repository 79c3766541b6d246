import { useTranslation } from '@shop/shared/i18n';
import { categoryPath, useCategories } from '@shop/shared/state';
import { useMediaQuery } from '@shop/shared/ui';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { DESKTOP_MIN_WIDTH, desktopQuery, visibleCategoryCount, WIDE_MIN_WIDTH, wideQuery } from '../breakpoints';
import styles from './CategoryBar.module.css';

/** SPEC §4: categories load only on shop paths. */
const SHOP_PREFIXES = ['/webshop', '/proizvod', '/promocija'];
export const showsCategoryBar = (pathname: string) => SHOP_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/** The shop's categories: 6 from 1024 px, 5 from 900 px, all below; the toggle expands to all. */
export function CategoryBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: categories = [] } = useCategories();
  const wide = useMediaQuery(wideQuery);
  const desktop = useMediaQuery(desktopQuery);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page folds the bar again
  useEffect(() => setExpanded(false), [pathname]);

  const width = wide ? WIDE_MIN_WIDTH : desktop ? DESKTOP_MIN_WIDTH : 0;
  const limit = visibleCategoryCount(width, categories.length);
  const shown = expanded ? categories : categories.slice(0, limit);
  const hasMore = limit < categories.length;

  return (
    <nav aria-label={t('categories.label')} className={styles.bar} data-testid="category-bar">
      <div className={styles.inner}>
        <ul id={listId} className={expanded ? `${styles.list} ${styles.expanded}` : styles.list}>
          {shown.map((category) => (
            <li key={category.id_kategorije}>
              <NavLink to={categoryPath(category.url_stranice)} data-testid="category-link">
                {category.naziv_kategorije}
              </NavLink>
            </li>
          ))}
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
