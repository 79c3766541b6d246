import { useTranslation } from '@shop/shared/i18n';
import { categoryPath, useCategories } from '@shop/shared/state';
import { Link } from 'react-router-dom';
import styles from './WebshopHome.module.css';

export function WebshopHome() {
  const { t } = useTranslation();
  const { data: categories, isPending, isError, refetch } = useCategories();

  return (
    <section>
      <h1>{t('shop.title')}</h1>
      <h2 className={styles.subtitle}>{t('shop.categories')}</h2>
      {isPending && <p aria-busy="true">{t('common.loading')}</p>}
      {isError && (
        <p role="alert">
          {t('remote.unavailable.body')}{' '}
          <button type="button" onClick={() => refetch()}>
            {t('remote.unavailable.retry')}
          </button>
        </p>
      )}
      <ul className={styles.grid}>
        {categories?.map((category) => (
          <li key={category.id_kategorije}>
            <Link className={styles.card} to={categoryPath(category.url_stranice)}>
              <img src={category.url_slike} alt="" width={400} height={300} loading="lazy" />
              <span>{category.naziv_kategorije}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
