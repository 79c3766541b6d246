import { useTranslation } from '@shop/shared/i18n';
import { useCompareList } from '@shop/shared/state';
import { usePageTitle } from '@shop/shared/ui';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { comparisonRows } from '../lib/comparisonRows';
import styles from './ComparePage.module.css';
import { ComparisonTable } from './ComparisonTable';

/** /uporedi: the compare list side by side, with 'only differences'; an empty list links to the shop. */
export function ComparePage() {
  const { t, paths } = useTranslation();
  const { data: items, isPending } = useCompareList();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const checkboxId = useId();
  const rows = useMemo(() => comparisonRows(items ?? []), [items]);

  usePageTitle(t('compare.title'));

  if (isPending) return <p aria-busy="true">{t('common.loading')}</p>;
  return (
    <section className={styles.page}>
      <h1>{t('compare.title')}</h1>
      {!items || items.length === 0 ? (
        <p>
          {t('compare.empty')} <Link to={paths.page('webshop')}>{t('compare.toShop')}</Link>
        </p>
      ) : (
        <>
          <p>
            <input
              id={checkboxId}
              type="checkbox"
              checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.target.checked)}
            />{' '}
            <label htmlFor={checkboxId}>{t('compare.onlyDifferences')}</label>
          </p>
          <ComparisonTable items={items} rows={onlyDifferences ? rows.filter((row) => row.differs) : rows} />
        </>
      )}
    </section>
  );
}
