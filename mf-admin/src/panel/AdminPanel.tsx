import { roleCan } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { sitePagePath } from '@shop/shared/site';
import { useCurrentUser } from '@shop/shared/state';
import { LinesSkeleton, usePageTitle } from '@shop/shared/ui';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styles from './AdminPanel.module.css';
import { ADMIN_SECTIONS } from './sections';
import { useSectionSearch } from './useSectionSearch';

/**
 * /admin-panel: the sections the role may use, chosen by `#hash` (a missing or unknown hash opens the first).
 * This guard only shapes the screen: the API checks the role on every admin call.
 */
export function AdminPanel() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: user, isPending } = useCurrentUser();
  const [search, setSearch] = useSectionSearch();
  const sections = ADMIN_SECTIONS.filter((section) => roleCan(user?.role, section.permission));
  const hash = decodeURIComponent(location.hash.slice(1));
  const open = sections.find((section) => section.hash === hash) ?? sections[0];
  usePageTitle(open ? `${t(`admin.section.${open.hash}`)} · ${t('admin.title')}` : t('admin.title'));

  if (isPending) return <LinesSkeleton />;
  if (!user || !open) {
    return (
      <section className="page-message" role="alert">
        <p>{t('admin.forbidden')}</p>
        {!user && (
          <Link
            to={sitePagePath('signIn', 'sr')}
            state={{ from: `${location.pathname}${location.search}${location.hash}` }}
          >
            {t('nav.signIn')}
          </Link>
        )}
      </section>
    );
  }

  return (
    <div className={styles.panel}>
      <nav aria-label={t('admin.sections')} className={styles.nav}>
        <ul>
          {sections.map((section) => (
            <li key={section.hash}>
              <Link
                to={{ search: location.search, hash: section.hash }}
                aria-current={section === open ? 'page' : undefined}
                className={styles.navLink}
              >
                {t(`admin.section.${section.hash}`)}
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.role}>
          {user.korisnicko_ime} · {user.role}
        </p>
      </nav>
      <section className={styles.content} aria-labelledby="admin-section-title">
        <h1 id="admin-section-title">{t(`admin.section.${open.hash}`)}</h1>
        <Suspense fallback={<LinesSkeleton />}>
          <open.Component key={open.hash} search={search} onSearchChange={setSearch} />
        </Suspense>
      </section>
    </div>
  );
}
