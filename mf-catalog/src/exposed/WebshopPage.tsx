import '../messages';
import { useTranslation } from '@shop/shared/i18n';
import { sitePagePath } from '@shop/shared/site';
import type { PagePrefetch, PagePrefetchContext } from '@shop/shared/ssr';
import { RemoteRoot } from '@shop/shared/ui';
import { matchRoutes, Navigate, type Params, type RouteObject, useRoutes } from 'react-router-dom';
import { CategoryPage } from '../features/category-page/components/CategoryPage';
import { prefetchCategoryPage } from '../features/category-page/prefetch';
import { WebshopHome } from '../features/webshop-home/components/WebshopHome';
import { prefetchWebshopHome } from '../features/webshop-home/prefetch';

/** A sub-route with what its first render reads, for the server to fetch before it renders. */
type WebshopRoute = RouteObject & { prefetch?: (context: PagePrefetchContext, params: Params) => Promise<void> };

/** /webshop and everything under it (relative to the shell's `/webshop/*`): this remote owns its sub-routes. */
const webshopRoutes: WebshopRoute[] = [
  { index: true, element: <WebshopHome />, prefetch: prefetchWebshopHome },
  { path: ':kategorija', element: <CategoryPage />, prefetch: prefetchCategoryPage },
  { path: ':kategorija/:podkategorija', element: <CategoryPage />, prefetch: prefetchCategoryPage },
  { path: '*', element: <ToNotFound /> },
];

/** An unknown path below /webshop: the not-found page of the page's language. */
function ToNotFound() {
  const { paths } = useTranslation();
  return <Navigate to={paths.page('notFound')} replace />;
}

export default function WebshopPage() {
  const page = useRoutes(webshopRoutes);
  return (
    <RemoteRoot remote="catalog" release={process.env.SHOP_RELEASE}>
      {page}
    </RemoteRoot>
  );
}

/** The sub-route the URL matches (the same table and matching the page renders with) prefetches its data. */
export const prefetch: PagePrefetch = async (context) => {
  const match = matchRoutes(webshopRoutes, context.url.pathname, sitePagePath('webshop', context.language))?.at(-1);
  await match?.route.prefetch?.(context, match.params);
};
