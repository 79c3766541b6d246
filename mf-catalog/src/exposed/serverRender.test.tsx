/** @jest-environment node */
import { languageFromPath } from '@shop/shared/i18n';
import { routePattern } from '@shop/shared/site';
import { type PagePrefetch, type ServerHead, ServerHeadContext } from '@shop/shared/ssr';
import { queryKeys } from '@shop/shared/state';
import { pageTitle } from '@shop/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  SAMPLE_CATEGORIES,
  SAMPLE_HIGHLIGHTS,
  SAMPLE_LISTING,
  SAMPLE_NOTHING_FOUND,
  SAMPLE_PRODUCTS,
  SAMPLE_PROMOTION,
  SAMPLE_SEARCH_PAGE,
} from '../test/catalogFixtures';
import * as HomeHighlights from './HomeHighlights';
import * as PromotionPage from './PromotionPage';
import * as SearchPage from './SearchPage';
import * as WebshopPage from './WebshopPage';

// Each exposed page as the server renders it: its `prefetch` fills a fresh QueryClient through the server's API hook
// (`__shopServerApi`, answered here with fixtures), then the page renders to a string. The node environment has no
// `window` or `document`, so a page that reads them while rendering throws here.

interface ExposedPage {
  default: ComponentType;
  prefetch: PagePrefetch;
}

const ORIGIN = 'http://shop.test';

/** The API's answers by path, as JSON; anything else is a 404. Every request is recorded, query string included. */
const API_ANSWERS: Record<string, unknown> = {
  '/api/getCategoriesForWebShop': SAMPLE_CATEGORIES,
  '/api/getWebshopHighlights': SAMPLE_HIGHLIGHTS,
  '/api/getCategoryProducts': SAMPLE_LISTING,
  '/api/getSearchResults': SAMPLE_SEARCH_PAGE,
  '/api/getSinglePromotion/back-to-school': SAMPLE_PROMOTION,
};
let apiRequests: string[] = [];

beforeEach(() => {
  apiRequests = [];
  globalThis.__shopServerApi = async (url) => {
    apiRequests.push(url);
    const answer = API_ANSWERS[new URL(url, ORIGIN).pathname];
    return answer === undefined ? Response.json({ message: 'Not found' }, { status: 404 }) : Response.json(answer);
  };
});

afterEach(() => {
  globalThis.__shopServerApi = undefined;
});

/** The signed-in user is never prefetched (the server renders anonymously): its query may stay pending. */
const isPersonal = (queryKey: readonly unknown[]) => queryKey[0] === queryKeys.user[0];

/** What the server does for one request: prefetch, then render the page on the route the shell mounts it on. */
async function renderOnServer(page: ExposedPage, routePath: string, path: string) {
  const url = new URL(path, ORIGIN);
  const queryClient = new QueryClient();
  await page.prefetch({ queryClient, url, language: languageFromPath(url.pathname) });
  const prefetched = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryHash);
  const requestsToPrefetch = apiRequests.length;

  // Every query the render reads goes through the cache's `build` (found or created): the queries it used.
  const build = jest.spyOn(queryClient.getQueryCache(), 'build');
  const router = createMemoryRouter([{ path: routePath, element: <page.default /> }], { initialEntries: [path] });
  const head: ServerHead = {};
  const html = renderToString(
    <ServerHeadContext.Provider value={head}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ServerHeadContext.Provider>,
  );
  const used = build.mock.calls
    .map(([, options]) => options)
    .filter((options) => !isPersonal(options.queryKey))
    .map((options) => options.queryHash);

  // The prefetch filled exactly what the first render reads, so the render asked the API for nothing.
  expect(new Set(used)).toEqual(new Set(prefetched));
  expect(apiRequests).toHaveLength(requestsToPrefetch);
  expect(html).not.toContain('aria-busy="true"');
  return { html, head };
}

/** The page's <img> tags (React may also write a preload <link> for a high-priority image). */
const images = (html: string) => html.match(/<img [^>]*>/g) ?? [];
/** How many images load first (`fetchpriority`, written as React spells the prop). */
const priorityImages = (html: string) => images(html).filter((tag) => tag.includes('fetchPriority="high"')).length;
const lazyImages = (html: string) => images(html).filter((tag) => tag.includes('loading="lazy"')).length;

/** React escapes text in HTML: compare product names the way they appear in the markup. */
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

test('the test environment has no browser globals, so reading them during render fails', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

describe('HomeHighlights', () => {
  it.each([
    ['/', 'sr', 'Na akciji'],
    ['/en/', 'en', 'On sale'],
  ] as const)(
    '%s: the promotions, both product rows and the categories, in its language',
    async (path, language, onSale) => {
      const { html } = await renderOnServer(HomeHighlights, routePattern('home', language), path);
      expect(html).toContain(`<h2>${onSale}</h2>`);
      expect(html).toContain('Back to school');
      for (const product of SAMPLE_PRODUCTS) expect(html).toContain(escaped(product.naziv));
      for (const category of SAMPLE_CATEGORIES) expect(html).toContain(escaped(category.naziv_kategorije));
      // Below the home page's own hero: none of its images competes for the first paint.
      expect(priorityImages(html)).toBe(0);
      expect(lazyImages(html)).toBe(images(html).length);
      expect(apiRequests).toEqual(['/api/getWebshopHighlights']);
    },
  );
});

describe('WebshopPage', () => {
  const webshopRoute = routePattern('webshop', 'sr');

  it('/webshop: the heading, the category tiles (the first row first) and the highlights', async () => {
    const { html, head } = await renderOnServer(WebshopPage, webshopRoute, '/webshop');
    expect(html).toContain('<h1>Webshop</h1>');
    for (const category of SAMPLE_CATEGORIES) expect(html).toContain(escaped(category.naziv_kategorije));
    for (const product of SAMPLE_PRODUCTS) expect(html).toContain(escaped(product.naziv));
    expect(priorityImages(html)).toBe(SAMPLE_CATEGORIES.length);
    expect(lazyImages(html)).toBe(SAMPLE_PRODUCTS.length); // the highlights' cards, further down
    expect(head.title).toBe(pageTitle('Webshop'));
  });

  it('a subcategory with filters, sort and page from the URL: the listing that URL asks for', async () => {
    const path = '/webshop/ra%C4%8Dunari/monitori?akcija=1&sort=cijena_rastuce&stranica=2&utm_source=x';
    const { html, head } = await renderOnServer(WebshopPage, webshopRoute, path);
    expect(apiRequests).toContain(
      '/api/getCategoryProducts?kategorija=ra%C4%8Dunari&podkategorija=monitori&akcija=1&sort=cijena_rastuce&stranica=2',
    );
    expect(html).toMatch(/<h1[^>]*>Monitori<\/h1>/);
    for (const product of SAMPLE_PRODUCTS) expect(html).toContain(escaped(product.naziv));
    expect(head.title).toBe(pageTitle('Monitori'));
    // The first row of cards is the likely LCP; the rest load lazily, every image with its size.
    expect(priorityImages(html)).toBe(4);
    expect(lazyImages(html)).toBe(SAMPLE_PRODUCTS.length - 4);
    expect(images(html)).toHaveLength(SAMPLE_PRODUCTS.length);
    expect(images(html).every((tag) => tag.includes('width="300" height="225"'))).toBe(true);
    // Both filter variants are in the HTML; CSS shows the one that fits the screen (no swap after hydration).
    expect(html).toContain('aria-label="Filteri"');
    expect(html).toContain('aria-haspopup="dialog"');
  });
});

describe('SearchPage', () => {
  it('/pretraga?search=…: the trimmed term, the count and the first page of results', async () => {
    const { html, head } = await renderOnServer(
      SearchPage,
      routePattern('search', 'sr'),
      '/pretraga?search=%20mi%C5%A1%20',
    );
    expect(apiRequests).toEqual(['/api/getSearchResults?search=mi%C5%A1&stranica=1']);
    expect(html).toContain('<h1>Rezultati pretrage: miš</h1>');
    for (const product of SAMPLE_SEARCH_PAGE.proizvodi) expect(html).toContain(escaped(product.naziv));
    expect(head.title).toBe(pageTitle('Rezultati pretrage: miš'));
    // The facets, with the subcategories found, and the sort by relevance.
    expect(html).toContain('Podkategorija');
    expect(html).toContain('Tastature');
    expect(html).toContain('Najbolje podudaranje');
  });

  it("asks for the URL's filters and sort, as the browser will", async () => {
    await renderOnServer(SearchPage, routePattern('search', 'sr'), '/pretraga?search=mis&proizvodjac=3&sort=naziv&x=1');
    expect(apiRequests).toEqual(['/api/getSearchResults?search=mis&proizvodjac=3&sort=naziv&stranica=1']);
  });

  it('offers "did you mean" and popular subcategories when nothing is found', async () => {
    API_ANSWERS['/api/getSearchResults'] = SAMPLE_NOTHING_FOUND;
    try {
      const { html } = await renderOnServer(SearchPage, routePattern('search', 'sr'), '/pretraga?search=tostatira');
      expect(html).toContain('Nema proizvoda za „tostatira“.');
      expect(html).toContain('href="/pretraga?search=tastature"');
      expect(html).toContain(`href="${'/webshop/laptop-ra%C4%8Dunari-i-tableti/laptopi'}"`);
    } finally {
      API_ANSWERS['/api/getSearchResults'] = SAMPLE_SEARCH_PAGE;
    }
  });
});

describe('PromotionPage', () => {
  it('/promocija/<p>: the promotion name and its products', async () => {
    const { html, head } = await renderOnServer(
      PromotionPage,
      routePattern('promotion', 'sr'),
      '/promocija/back-to-school',
    );
    expect(apiRequests).toEqual(['/api/getSinglePromotion/back-to-school']);
    expect(html).toContain('<h1>Back to school</h1>');
    for (const product of SAMPLE_PROMOTION.promocija.products) expect(html).toContain(escaped(product.naziv));
    expect(head.title).toBe(pageTitle('Back to school'));
  });
});
