import { useTranslation } from '@shop/shared/i18n';
import type { RemoteModuleId } from '@shop/shared/site';
import { RemoteModule } from '../federation/RemoteModule';
import { usePageMeta } from '../seo/usePageMeta';
import { RouteLoading } from './RouteLoading';

/** A route a remote renders. The site's default title and description apply until the remote sets its own. */
export function RemoteRoute({ id }: { id: RemoteModuleId }) {
  const { t } = useTranslation();
  usePageMeta('', t('home.description'));
  return <RemoteModule id={id} fallback={<RouteLoading />} />;
}
