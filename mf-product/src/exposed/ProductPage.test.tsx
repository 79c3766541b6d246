/** @jest-environment node */
import type { ProductResponse } from '@shop/shared/contracts';
import { routePattern } from '@shop/shared/site';
import { type ServerHead, ServerHeadContext } from '@shop/shared/ssr';
import { pageTitle } from '@shop/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { productQuery } from '../features/product-page/api/productQuery';
import ProductPage, { prefetch } from './ProductPage';

// The exposed page as the server renders it: no browser, its query filled before the render (as `prefetch` does).

/** A slug with letters a URL percent-encodes: the prefetch must read it as the router does. */
const SLUG = 'laptop-čelik-15';
const PRODUCT_PATH = `/proizvod/${encodeURIComponent(SLUG)}`;

const FOUND: ProductResponse = {
  status: 200,
  slug: SLUG,
  product: {
    id_proizvoda: 41,
    id_podkategorije: 3,
    slug: SLUG,
    naziv: 'Laptop Čelik 15',
    url_slike: '/slike/proizvodi/laptop-celik-15-1.svg',
    kolicina: 7,
    prodajna_cijena_sa_pdv: 1_499.9,
    akcijska_cijena_sa_pdv: 1_299.9,
    naAkciji: 1,
    trenutna_cijena: 1_299.9,
    label: null,
    color: null,
    kratak_opis: 'Lagan i tih.',
    kod_proizvoda: 'LC-15',
    barkod: '3870000000412',
    naziv_proizvodjaca: 'Čelik',
    naziv_kategorije: 'Računari',
    naziv_podkategorije: 'Laptopi',
    url_kategorije: 'racunari',
    url_podkategorije: 'laptopi',
    garancija: 24,
  },
  images: [
    { url_slike: '/slike/proizvodi/laptop-celik-15-1.svg' },
    { url_slike: '/slike/proizvodi/laptop-celik-15-2.svg' },
  ],
  description: [{ naziv: 'Ekran', vrijednost: '15,6"' }],
  recommendedProducts: [],
};

/**
 * Node defines some browser globals of its own in newer versions (`navigator`, `localStorage`): hidden here like the
 * rest, so reading any of them while rendering throws, as it would on a server that has none.
 */
const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'matchMedia'];
const hidden = new Map<string, PropertyDescriptor | undefined>();
beforeAll(() => {
  for (const name of BROWSER_GLOBALS) {
    hidden.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, { value: undefined, configurable: true, writable: true });
  }
});
afterAll(() => {
  for (const [name, descriptor] of hidden) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
});

/** React reports hydration-relevant problems (bad props, errors it recovered from) on console.error. */
let consoleErrors: jest.SpyInstance;
beforeEach(() => {
  consoleErrors = jest.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleErrors).not.toHaveBeenCalled();
  consoleErrors.mockRestore();
  globalThis.__shopServerApi = undefined;
});

function renderOnServer(queryClient: QueryClient, head: ServerHead = {}) {
  const html = renderToString(
    <ServerHeadContext.Provider value={head}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[PRODUCT_PATH]}>
          <Routes>
            <Route path={routePattern('product', 'sr')} element={<ProductPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ServerHeadContext.Provider>,
  );
  // React separates neighbouring text with empty comments; the visible text is what the shopper reads.
  return { html, text: html.replace(/<!-- -->/g, '') };
}

/** The server's API for `prefetch`, answering every request with `status` and `body`. */
function serverApiAnswering(status: number, body: unknown) {
  const api = jest.fn(async (_url: string, _init: RequestInit) => Response.json(body, { status }));
  globalThis.__shopServerApi = api;
  return api;
}

it('renders the prefetched product with its name, price in KM and availability, and its title', () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(productQuery(SLUG).queryKey, FOUND);
  const head: ServerHead = {};

  const { html, text } = renderOnServer(queryClient, head);

  expect(text).toContain('<h1>Laptop Čelik 15</h1>');
  expect(text).toContain('1.299,90 KM');
  expect(text).toContain('Dostupno online (7)');
  expect(html).not.toContain('data-testid="skeleton"');
  expect(head).toEqual({ title: pageTitle('Laptop Čelik 15') });
});

it('sizes the gallery images and fetches the first first, the thumbnails lazily', () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(productQuery(SLUG).queryKey, FOUND);

  const images = renderOnServer(queryClient).html.match(/<img [^>]*>/g) ?? [];

  const large = images.filter((image) => image.includes('width="800"'));
  expect(large.length).toBeGreaterThan(0);
  for (const image of large) expect(image).toContain('height="800"');
  const first = large.filter((image) => image.includes(FOUND.images[0]?.url_slike ?? '-'));
  expect(first.length).toBeGreaterThan(0);
  for (const image of first) expect(image).toContain('fetchPriority="high"');
  const others = images.filter((image) => !first.includes(image));
  expect(others.length).toBeGreaterThan(0);
  for (const image of others) expect(image).toContain('loading="lazy"');
});

it('shows the not-found view for an unknown product and answers 404', () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(productQuery(SLUG).queryKey, { status: 404 });
  const head: ServerHead = {};

  const { text } = renderOnServer(queryClient, head);

  expect(text).toContain('<h1>Stranica nije pronađena</h1>');
  expect(head.status).toBe(404);
});

it('prefetches under the key the page reads, for the name in the URL', async () => {
  const api = serverApiAnswering(200, FOUND);
  const queryClient = new QueryClient();

  await prefetch({ queryClient, url: new URL(`https://shop.test${PRODUCT_PATH}?ref=x`), language: 'sr' });

  expect(api).toHaveBeenCalledWith(`/api/proizvod/${encodeURIComponent(SLUG)}`, expect.anything());
  expect(renderOnServer(queryClient).text).toContain('<h1>Laptop Čelik 15</h1>');
});

it('prefetches an unknown product as missing, so the server render answers 404', async () => {
  serverApiAnswering(404, { message: 'Proizvod nije pronađen.', code: 'NOT_FOUND' });
  const queryClient = new QueryClient();

  await prefetch({ queryClient, url: new URL(`https://shop.test${PRODUCT_PATH}`), language: 'sr' });

  const head: ServerHead = {};
  renderOnServer(queryClient, head);
  expect(head.status).toBe(404);
});
