import { useTranslation } from '@shop/shared/i18n';
import { sitePagePath } from '@shop/shared/site';
import { useServerHead } from '@shop/shared/ssr';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../seo/usePageMeta';

export function NotFoundPage() {
  const { t, language } = useTranslation();
  usePageMeta(t('notFound.title'), t('notFound.description'));
  const serverHead = useServerHead();
  if (serverHead) serverHead.status = 404;
  return (
    <section className="page-message" data-page="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={sitePagePath('home', language)}>{t('notFound.backHome')}</Link>
    </section>
  );
}
