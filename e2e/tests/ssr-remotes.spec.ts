import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogMessages } from '../../shared/src/i18n/messages/catalog';
import { shellMessages } from '../../shared/src/i18n/messages/shell';
import { company } from '../../shared/src/site/company';
import { sitePaths } from '../../shared/src/site/paths';
import about from '../../shell/src/pages/content/about';
import { DEMO_SHOP } from '../support/demo';
import { breakServerBuild, copyDeployment, redeployRemote } from '../support/deployment';
import { freePort } from '../support/freePort';
import { waitUntilHydrated, watchConsole } from '../support/pageWatch';
import { expectServerRendered, pageHtml, remoteReleasesIn } from '../support/serverHtml';
import { catalogApi } from '../support/shopApi';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { type Browser, expect, test } from '../support/test';

/** These pages are the Serbian ones. */
const { product: productPath } = sitePaths('sr');

/*
 * Issue 12, independence kept: remotes stay runtime remotes on the server too. Each case has a deployment of its own
 * (a copy of the builds served through STATIC_ROOT), so changing a remote in it touches neither the repository's
 * builds nor the shell, and the server is never restarted.
 */

const WEBSHOP = catalogMessages.sr['shop.title'];

/** A browser with JavaScript off: what the server's HTML alone shows. */
async function serverOnlyPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe('a new build of a remote', () => {
  let server: ShopServer;
  let staticRoot: string;

  test.beforeAll(async () => {
    staticRoot = copyDeployment();
    server = await startShopServer(freePort(), { STATIC_ROOT: staticRoot });
  });
  test.afterAll(() => server?.stop());

  test('shows in the server-rendered HTML and in the browser within the poll interval, with no restart', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const shellBefore = readFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), 'utf8');
    const webshop = `${server.url}/webshop`;
    const before = await pageHtml(request, webshop);
    expectServerRendered(before, webshop);
    const release = `ssr-swap-${Date.now()}`;
    const releasesBefore = remoteReleasesIn(before, 'catalog');
    expect(releasesBefore.length, 'the catalog part is rendered on the server').toBeGreaterThan(0);
    expect(releasesBefore).not.toContain(release);

    redeployRemote(staticRoot, 'mf-catalog', release);

    // The server polls the remotes' manifests (SSR_REMOTE_POLL_MS, 5 s by default): a generous bound.
    await expect
      .poll(async () => remoteReleasesIn(await pageHtml(request, webshop), 'catalog'), { timeout: 20_000 })
      .toEqual(releasesBefore.map(() => release));

    const logs = watchConsole(page);
    await page.goto(webshop, { waitUntil: 'networkidle' });
    const catalog = page.locator('main [data-remote="catalog"]');
    await expect(catalog).toHaveAttribute('data-release', release);
    await expect(catalog.getByRole('heading', { level: 1 })).toHaveText(WEBSHOP);
    await waitUntilHydrated(catalog.getByRole('heading', { level: 1 }));
    expect(logs.hydrationProblems()).toEqual([]);
    expect(readFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellBefore);
  });
});

test.describe('a remote whose server build fails', () => {
  let server: ShopServer;

  test.beforeAll(async () => {
    const staticRoot = copyDeployment();
    breakServerBuild(staticRoot, 'mf-catalog');
    server = await startShopServer(freePort(), { STATIC_ROOT: staticRoot });
  });
  test.afterAll(() => server?.stop());

  test('leaves its part to the browser: the page answers 200 with the layout, and the other remotes render', async ({
    browser,
    page,
  }) => {
    const serverOnly = await serverOnlyPage(browser, server.url);
    try {
      const { product } = await catalogApi.product(serverOnly.page.request, DEMO_SHOP.productInStock);
      const response = await serverOnly.page.goto('/webshop');
      expect(response?.status()).toBe(200);
      // The shell's header and footer are in the HTML; the catalog's page is not (its Node build threw).
      await expect(serverOnly.page.locator('header').first()).toBeVisible();
      await expect(serverOnly.page.locator('footer')).toContainText(company.email);
      await expect(serverOnly.page.locator('main [data-remote="catalog"]')).toHaveCount(0);

      // The other parts: another remote's page, a shell page, and home, whose catalog block fails the same way.
      const productResponse = await serverOnly.page.goto(productPath(DEMO_SHOP.productInStock));
      expect(productResponse?.status()).toBe(200);
      await expect(
        serverOnly.page.locator('main [data-remote="product"]').getByRole('heading', { level: 1 }),
      ).toHaveText(product.naziv);
      expect((await serverOnly.page.goto('/o-nama'))?.status()).toBe(200);
      await expect(serverOnly.page.locator('main').getByRole('heading', { level: 1 })).toHaveText(about.sr.title);
      expect((await serverOnly.page.goto('/'))?.status()).toBe(200);
      await expect(serverOnly.page.locator('main').getByRole('heading', { level: 1 })).toHaveText(
        shellMessages.sr['home.title'],
      );
    } finally {
      await serverOnly.close();
    }

    // In the browser the catalog's browser build renders the page (or its "unavailable" block offers a retry).
    await page.goto(`${server.url}/webshop`);
    await expect(page.getByRole('navigation', { name: shellMessages.sr['nav.mainMenu'] })).toBeVisible();
    const rendered = page.locator('main [data-remote="catalog"]').getByRole('heading', { level: 1, name: WEBSHOP });
    const unavailable = page
      .locator('[data-remote-unavailable="catalog"]')
      .getByRole('button', { name: shellMessages.sr['remote.unavailable.retry'] });
    await expect(rendered.or(unavailable)).toBeVisible();
  });
});
