import { useTranslation } from '@shop/shared/i18n';
import { sitePagePath } from '@shop/shared/site';
import { useCategories, useCurrentUser } from '@shop/shared/state';
import { usePageTitle } from '@shop/shared/ui';
import { Link, useLocation } from 'react-router-dom';
import styles from './Dashboard.module.css';

/**
 * Staff-only overview. This guard only shapes the screen: the API enforces roles on every admin call.
 * Product editing and the rest of the panel come with the admin issue.
 */
export function Dashboard() {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  const location = useLocation();
  const { data: user, isPending } = useCurrentUser();
  const { data: categories } = useCategories();

  if (isPending) return <p aria-busy="true">{t('common.loading')}</p>;
  if (!user || user.role === 'Korisnik') {
    return (
      <section className="page-message" role="alert">
        <p>{t('admin.forbidden')}</p>
        {!user && (
          <Link to={sitePagePath('signIn')} state={{ from: `${location.pathname}${location.search}${location.hash}` }}>
            {t('nav.signIn')}
          </Link>
        )}
      </section>
    );
  }

  return (
    <section>
      <h1>
        {t('admin.title')} <small className={styles.role}>{user.role}</small>
      </h1>
      <h2>{t('admin.categories')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('admin.categories')}</th>
            <th scope="col">URL</th>
            <th scope="col">#</th>
          </tr>
        </thead>
        <tbody>
          {categories?.map((category) => (
            <tr key={category.id_kategorije}>
              <td>{category.naziv_kategorije}</td>
              <td>
                <code>{category.url_stranice}</code>
              </td>
              <td>{category.podkategorije.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
