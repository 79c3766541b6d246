import { useTranslation } from '@shop/shared/i18n';
import { sitePagePath } from '@shop/shared/site';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../seo/usePageMeta';

export function NotFoundPage() {
  const { t, language } = useTranslation();
  usePageMeta(t('notFound.title'), t('notFound.description'));
  return (
    <section className="page-message" data-page="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={sitePagePath('home', language)}>{t('notFound.backHome')}</Link>
    </section>
  );
}
