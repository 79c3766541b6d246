import { SITE_PAGES, type SitePageKey } from '@shop/shared/site';
import type { ComponentType } from 'react';
import { ContactPage } from '../pages/ContactPage';
import { contentPageComponent, isContentPageKey } from '../pages/contentPageRoutes';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ServicesPage } from '../pages/ServicesPage';
import type { ShellRoute } from './routeTable';

const shellPages: Partial<Record<SitePageKey, ComponentType>> = {
  home: HomePage,
  services: ServicesPage,
  contact: ContactPage,
  notFound: NotFoundPage,
};

/** Every row of the spec's route table, Serbian and English (the saved-products page is the account remote's). */
export function sitePageRoutes(): ShellRoute[] {
  return SITE_PAGES.flatMap((page): ShellRoute[] => {
    if (page.key === 'savedProducts') {
      return [page.sr, page.en].map((path) => ({ path, remote: 'account/SavedProductsPage' as const }));
    }
    const component = shellPages[page.key] ?? (isContentPageKey(page.key) ? contentPageComponent(page.key) : undefined);
    if (!component) throw new Error(`no page for ${page.key}`);
    return [page.sr, page.en].map((path) => ({ path, page: component }));
  });
}
