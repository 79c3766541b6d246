import type { ShellPageKey } from '@shop/shared/site';
import { type ComponentType, lazy, Suspense } from 'react';
import { type ContentPageKey, contentPageComponent, isContentPageKey } from '../pages/contentPageRoutes';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ServicesPage } from '../pages/ServicesPage';
import { RouteLoading } from './RouteLoading';

// The contact form validates with its zod schema: loaded with the page, so no other page starts with zod.
const LazyContactPage = lazy(() =>
  import('../pages/ContactPage').then(({ ContactPage }) => ({ default: ContactPage })),
);
function ContactRoute() {
  return (
    <Suspense fallback={<RouteLoading />}>
      <LazyContactPage />
    </Suspense>
  );
}

/** The shell's own pages that are not content pages: a route-table row without a component here does not compile. */
const pages: Record<Exclude<ShellPageKey, ContentPageKey>, ComponentType> = {
  home: HomePage,
  services: ServicesPage,
  contact: ContactRoute,
  notFound: NotFoundPage,
};

/** The component of a route-table row the shell renders (one without a remote), found by the row's key. */
export function shellPage(key: ShellPageKey): ComponentType {
  return isContentPageKey(key) ? contentPageComponent(key) : pages[key];
}
