/** @jest-environment node */
// A server render has no window, document or storage: a component that reads one while rendering throws here.
import type { Category } from '@shop/shared/contracts';
import { type Language, translate } from '@shop/shared/i18n';
import { sitePagePath } from '@shop/shared/site';
import { dehydrate } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App } from '../App';
import about from '../pages/content/about';
import cybersecurity from '../pages/content/cybersecurity';
import { createQueryClient } from '../queryClient';
import { appRoutes } from '../routes/appRoutes';
import { prefetchLayout } from './prefetchLayout';

// The remotes' code is not there in this test: each remote's spot renders its fallback (the route's skeleton).
jest.mock('../federation/runtime', () => {
  const notLoaded = new Error('remote modules are not loaded in this test');
  return { loadRemote: () => Promise.reject(notLoaded), resetRemote: () => undefined, notLoaded };
});
const { notLoaded } = jest.requireMock<{ notLoaded: Error }>('../federation/runtime');

/** Renders as the server does: the whole page once everything is ready, every render error collected. */
async function renderPage(
  path: string,
  queryClient = createQueryClient(),
): Promise<{ html: string; errors: unknown[] }> {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>,
    {
      onError: (error) => {
        if (error !== notLoaded) errors.push(error);
      },
    },
  );
  await stream.allReady;
  return { html: await new Response(stream).text(), errors };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/** The text of an HTML fragment, as a reader would see it. */
const textOf = (html: string) =>
  html
    .replace(/<!--.*?-->|<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();

/** The first element whose opening tag matches, with its content (for elements that do not nest in themselves). */
function elementOf(html: string, tag: string, attribute: string): string | undefined {
  return html.match(new RegExp(`<${tag}\\b[^>]*${attribute}[^>]*>[\\s\\S]*?</${tag}>`))?.[0];
}

const openingTag = (element: string) => element.slice(0, element.indexOf('>') + 1);

const SHELL_PAGES: [path: string, language: Language, heading: string][] = [
  ['/', 'sr', translate('sr', 'home.title')],
  [sitePagePath('about', 'sr'), 'sr', about.sr.title],
  [sitePagePath('about', 'en'), 'en', about.en.title],
  [sitePagePath('services', 'sr'), 'sr', translate('sr', 'home.servicesTitle')],
  [sitePagePath('cybersecurity', 'sr'), 'sr', cybersecurity.sr.title],
  [sitePagePath('contact', 'sr'), 'sr', translate('sr', 'contact.title')],
];

/** The header every visitor gets from the server: the main menu laid out for any screen, and the guest's icons. */
function expectServerHeader(html: string, language: Language) {
  const header = elementOf(html, 'header', 'class="header"') ?? '';
  // The layout's name is only known in the browser; the HTML is the same for every screen.
  expect(openingTag(header)).not.toContain('data-header');

  const menu = elementOf(header, 'nav', `aria-label="${translate(language, 'nav.mainMenu')}"`) ?? '';
  expect(openingTag(menu)).not.toMatch(/\bhidden\b/);
  const links = [...menu.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
  expect(links).toEqual([
    sitePagePath('services', language),
    sitePagePath('about', language),
    sitePagePath('contact', language),
    sitePagePath('webshop', language),
  ]);

  // Nothing personal is known on the server: a guest's sign-in link and an empty cart, as in the browser's first render.
  expect(openingTag(elementOf(header, 'a', 'data-testid="user-icon"') ?? '')).toContain(
    `href="${sitePagePath('signIn', language)}"`,
  );
  expect(header).toContain('data-testid="cart-count">0</span>');
}

function sampleCategories(count: number): Category[] {
  return Array.from({ length: count }, (_, index) => ({
    id_kategorije: index + 1,
    naziv_kategorije: `Kategorija ${index + 1}`,
    url_stranice: `kategorija-${index + 1}`,
    url_slike: `/images/kategorija-${index + 1}.webp`,
    podkategorije: [],
  }));
}

/** Stands in for the API process: answers the categories, and counts what the prefetch asked for. */
function fakeServerApi(categories: Category[]) {
  const asked: string[] = [];
  globalThis.__shopServerApi = async (url) => {
    asked.push(url);
    return url === '/api/getCategoriesForWebShop'
      ? new Response(JSON.stringify(categories), { headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 404 });
  };
  return asked;
}

afterEach(() => {
  globalThis.__shopServerApi = undefined;
});

describe('server render of the layout and the shell pages', () => {
  it.each(SHELL_PAGES)('%s: the page heading, the main menu and the guest header', async (path, language, heading) => {
    const { html, errors } = await renderPage(path);
    expect(errors).toEqual([]);
    expect(textOf(elementOf(html, 'h1', '') ?? '')).toBe(heading);
    expectServerHeader(html, language);
    expect(html).not.toContain('data-testid="category-bar"');
  });

  it('/webshop: the header, the remote page as its skeleton, and the prefetched category bar for any screen', async () => {
    const categories = sampleCategories(12);
    const asked = fakeServerApi(categories);
    const queryClient = createQueryClient();
    const url = new URL('/webshop', 'http://shop.test');
    await prefetchLayout({ queryClient, url, language: 'sr' });
    expect(asked).toEqual(['/api/getCategoriesForWebShop']);

    const { html, errors } = await renderPage(url.pathname, queryClient);
    expect(errors).toEqual([]);
    expectServerHeader(html, 'sr');
    const bar = elementOf(html, 'nav', 'data-testid="category-bar"') ?? '';
    // Every category (a phone shows them all) and the desktop row's toggle: CSS shows what fits the screen.
    expect(bar.match(/data-testid="category-link"/g)).toHaveLength(12);
    expect(bar).toContain(`>${translate('sr', 'categories.showAll')}</button>`);
    expect(bar.match(/<button\b/g)).toHaveLength(1);
    // Only the public answer goes to the browser: nothing of the visitor (user, cart) was fetched or dehydrated.
    expect(dehydrate(queryClient).queries.map((query) => query.queryKey)).toEqual([['categories']]);
  });

  it('prefetches the categories only where the bar shows (a category page, not a company page)', async () => {
    const asked = fakeServerApi(sampleCategories(3));
    const prefetch = (path: string) =>
      prefetchLayout({ queryClient: createQueryClient(), url: new URL(path, 'http://shop.test'), language: 'sr' });
    await prefetch(sitePagePath('about', 'sr'));
    await prefetch(sitePagePath('contact', 'en'));
    expect(asked).toEqual([]);
    await prefetch('/webshop/računari-i-komponente');
    expect(asked).toEqual(['/api/getCategoriesForWebShop']);
  });
});
