import { Link } from 'react-router-dom';
import { useTranslation } from '../i18n/useTranslation';
import { useServerHead } from '../ssr/serverHead';

/**
 * The site's not-found message, wherever a page finds nothing (the shell's not-found page, an unknown product). In a
 * server render it makes the answer a 404, so crawlers drop the address.
 */
export function NotFoundMessage() {
  const { t, paths } = useTranslation();
  const serverHead = useServerHead();
  if (serverHead) serverHead.status = 404;
  return (
    <section className="page-message" data-page="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={paths.page('home')}>{t('notFound.backHome')}</Link>
    </section>
  );
}
