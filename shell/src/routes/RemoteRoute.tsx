import { useTranslation } from '@shop/shared/i18n';
import { type RemoteModuleId, routeOf } from '@shop/shared/site';
import { useLocation } from 'react-router-dom';
import { RemoteModule } from '../federation/RemoteModule';
import { NotFoundPage } from '../pages/NotFoundPage';
import { usePageMeta } from '../seo/usePageMeta';
import { RouteLoading } from './RouteLoading';

/**
 * A route a remote renders. The site's default title and description apply until the remote sets its own. With
 * `confirmKey` (see `ShellRoute`), a path the shared matcher gives to no such route shows the not-found page.
 */
export function RemoteRoute({ id, confirmKey }: { id: RemoteModuleId; confirmKey?: string }) {
  const { pathname } = useLocation();
  if (confirmKey !== undefined && routeOf(pathname)?.key !== confirmKey) return <NotFoundPage />;
  return <RemotePage id={id} />;
}

function RemotePage({ id }: { id: RemoteModuleId }) {
  const { t } = useTranslation();
  usePageMeta('', t('home.description'));
  // Keyed by module: moving to another remote's page mounts a new boundary, so its skeleton shows while its code
  // comes (an update of the old one, inside the router's transition, would keep the previous page on screen instead).
  return <RemoteModule key={id} id={id} fallback={<RouteLoading />} />;
}
