import type { RemoteName } from '@shop/shared/contracts';
import type { ComponentType } from 'react';
import { NotFoundPage } from '../pages/NotFoundPage';
import { sitePageRoutes } from './sitePageRoutes';

/**
 * The one route table of the site (SPEC §2). A row maps a path either to a page the shell owns or to a module a
 * remote exposes; a remote may own sub-routes under its prefix (`/webshop/*`). To add a route, add a row.
 */
export type ShellRoute =
  | { path: string; page: ComponentType; remote?: never }
  | { path: string; remote: `${RemoteName}/${string}`; page?: never };

export const routeTable: ShellRoute[] = [
  // The company pages of SPEC §2 in both languages (home, services, about, …, not-found).
  ...sitePageRoutes(),
  { path: '/webshop/*', remote: 'catalog/WebshopPage' },
  { path: '/pretraga', remote: 'catalog/SearchPage' },
  { path: '/promocija/:promocija', remote: 'catalog/PromotionPage' },
  { path: '/proizvod/:naziv', remote: 'product/ProductPage' },
  { path: '/uporedi', remote: 'product/ComparePage' },
  { path: '/korpa', remote: 'checkout/CartPage' },
  { path: '/plati', remote: 'checkout/PaymentPage' },
  { path: '/narudzba/:broj', remote: 'checkout/OrderConfirmationPage' },
  { path: '/prijava', remote: 'account/SignInPage' },
  { path: '/admin-panel', remote: 'admin/AdminPanelPage' },
  { path: '*', page: NotFoundPage },
];
