import { catalogRoutes } from '../../shared/src/contracts/endpoint-areas/catalog-routes';
import { productRoutes } from '../../shared/src/contracts/endpoint-areas/product-routes';
import type { Language } from '../../shared/src/i18n/language';
import { sitePaths } from '../../shared/src/site/paths';
import { ROUTES, type SitePageKey } from '../../shared/src/site/routes';
import { DEMO_SHOP } from './demo';

/** These pages are the Serbian ones. */
const { category: categoryPath, product: productPath, promotion: promotionPath } = sitePaths('sr');

/** `/api/proizvod/:name` → `/api/proizvod/`: what every request of the endpoint's path starts with. */
const pathPrefix = (endpoint: { path: string }) => endpoint.path.split(':', 1)[0] ?? endpoint.path;

/** A page the server renders, and the API data the server prefetches for it: the browser must not ask for it again. */
export interface ServerRenderedPage {
  path: string;
  language: Language;
  /** GET paths (prefixes) of the page's own data. */
  prefetched: string[];
}

const highlights = pathPrefix(catalogRoutes.getWebshopHighlights);

/** The shell's public pages (home, company and service pages), each in Serbian and English (route table). */
export const COMPANY_PAGES: (ServerRenderedPage & { key: SitePageKey })[] = ROUTES.flatMap((route) =>
  'public' in route && !('remote' in route) && 'en' in route
    ? (['sr', 'en'] as const).map((language) => ({
        key: route.key,
        path: route[language],
        language,
        // The home page shows the shop's highlights (the catalog remote's block).
        prefetched: route.key === 'home' ? [highlights] : [],
      }))
    : [],
);

/** The shop's public pages in Serbian, one of each kind, from the demo data (English twins: english-shop.spec.ts). */
export const SHOP_PAGES: ServerRenderedPage[] = [
  {
    path: '/webshop',
    prefetched: [highlights, pathPrefix(catalogRoutes.getCategoriesForWebShop)],
  },
  { path: categoryPath(DEMO_SHOP.category), prefetched: [pathPrefix(catalogRoutes.getCategoryProducts)] },
  {
    path: categoryPath(DEMO_SHOP.category, DEMO_SHOP.subcategory),
    prefetched: [pathPrefix(catalogRoutes.getCategoryProducts)],
  },
  { path: promotionPath(DEMO_SHOP.promotion), prefetched: [pathPrefix(catalogRoutes.getSinglePromotion)] },
  {
    path: `/pretraga?search=${encodeURIComponent(DEMO_SHOP.searchTerm)}`,
    prefetched: [pathPrefix(catalogRoutes.getSearchResults)],
  },
  { path: productPath(DEMO_SHOP.productInStock), prefetched: [pathPrefix(productRoutes.getProduct)] },
].map((page) => ({ ...page, language: 'sr' as const }));

export const PUBLIC_PAGES: ServerRenderedPage[] = [...COMPANY_PAGES, ...SHOP_PAGES];
