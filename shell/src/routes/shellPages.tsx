import type { ShellPageKey } from '@shop/shared/site';
import type { ComponentType } from 'react';
import { ContactPage } from '../pages/ContactPage';
import { type ContentPageKey, contentPageComponent, isContentPageKey } from '../pages/contentPageRoutes';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ServicesPage } from '../pages/ServicesPage';

/** The shell's own pages that are not content pages: a route-table row without a component here does not compile. */
const pages: Record<Exclude<ShellPageKey, ContentPageKey>, ComponentType> = {
  home: HomePage,
  services: ServicesPage,
  contact: ContactPage,
  notFound: NotFoundPage,
};

/** The component of a route-table row the shell renders (one without a remote), found by the row's key. */
export function shellPage(key: ShellPageKey): ComponentType {
  return isContentPageKey(key) ? contentPageComponent(key) : pages[key];
}
