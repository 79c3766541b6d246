import type { PopularCategory } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { Link } from 'react-router-dom';
import { DidYouMean } from './DidYouMean';
import styles from './SearchPage.module.css';

/** A search that found nothing: the nearest term that finds something, and subcategories to go on from. */
export function NothingFound({
  term,
  suggestion,
  categories,
}: {
  term: string;
  suggestion: string | null;
  categories: PopularCategory[];
}) {
  const { t, paths } = useTranslation();
  return (
    <div className={styles.nothing} data-testid="search-nothing-found">
      <p className={styles.message}>{t('search.nothingFound', { term })}</p>
      {suggestion && <DidYouMean suggestion={suggestion} />}
      {categories.length > 0 && (
        <nav aria-labelledby="popular-categories">
          <h2 id="popular-categories" className={styles.popularTitle}>
            {t('search.popularCategories')}
          </h2>
          <ul className={styles.chips}>
            {categories.map((category) => (
              <li key={`${category.url_kategorije}/${category.url_podkategorije}`}>
                <Link to={paths.category(category.url_kategorije, category.url_podkategorije)}>{category.naziv}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
