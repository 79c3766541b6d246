import { useTranslation } from '@shop/shared/i18n';
import { Link } from 'react-router-dom';
import styles from './SearchPage.module.css';

/** "Da li ste mislili: tastatura?": a link to the results of the nearest term. */
export function DidYouMean({ suggestion }: { suggestion: string }) {
  const { t, paths } = useTranslation();
  return (
    <p className={styles.didYouMean} data-testid="search-did-you-mean">
      {t('search.didYouMean')}{' '}
      <Link to={paths.search(suggestion)}>
        <strong>{suggestion}</strong>
      </Link>
      ?
    </p>
  );
}
