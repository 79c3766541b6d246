import { useTranslation } from '@shop/shared/i18n';
import { sitePagePath } from '@shop/shared/site';
import { useServerHead } from '@shop/shared/ssr';
import { usePageTitle } from '@shop/shared/ui';
import { Link } from 'react-router-dom';

/**
 * An unknown product: the site's not-found message at the product's own address. A server render answers it with
 * 404, so crawlers drop the address.
 */
export function ProductNotFound() {
  const { t, language } = useTranslation();
  usePageTitle(t('notFound.title'));
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
