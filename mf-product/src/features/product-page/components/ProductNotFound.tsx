import { useTranslation } from '@shop/shared/i18n';
import { NotFoundMessage, usePageTitle } from '@shop/shared/ui';

/** An unknown product: the site's not-found message (a 404 from the server) until `useProduct` goes to /not-found. */
export function ProductNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return <NotFoundMessage />;
}
