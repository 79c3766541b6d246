import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { runApiCli } from '../support/apiCli';
import { DEMO_ADMIN } from '../support/demo';
import { copyDeployment } from '../support/deployment';
import { freePort } from '../support/freePort';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { expect, test } from '../support/test';

// A deployment of its own (a copy of the builds): the releases are made into it, so the other specs keep serving
// the plain dist/ builds. Releases copy the copy's builds (`--dist`): each one's URLs name its id.
let server: ShopServer;
let staticRoot: string;

function release(pkg: 'catalog' | 'shell', id: string): string {
  const dist = path.join(staticRoot, pkg === 'shell' ? 'shell' : `mf-${pkg}`, 'dist');
  return runApiCli('src/release/release-cli.ts', [pkg, '--dist', dist], server.databaseUrl, {
    STATIC_ROOT: staticRoot,
    SHOP_RELEASE: id,
  });
}

function rollback(pkg: 'catalog' | 'shell'): string {
  return runApiCli('src/release/rollback-cli.ts', [pkg], server.databaseUrl, { STATIC_ROOT: staticRoot });
}

/** The catalog releases a page's HTML names (its data block, links and preloads), once each. */
async function catalogReleasesIn(url: string): Promise<string[]> {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  return [...new Set([...html.matchAll(/\/mf\/catalog\/(?:r\/([^/]+)\/)?[^"]+/g)].map((match) => match[1] ?? 'dist'))];
}

/** Waits until the server renders with `id` (it follows the pointer within RELEASE_POLL_MS, 1 s). */
async function untilRendered(id: string): Promise<void> {
  await expect(async () => expect(await catalogReleasesIn(`${server.url}/webshop`)).toEqual([id])).toPass({
    timeout: 5_000,
  });
}

/** Every catalog file the page fetches from now on: its URL and status. */
function catalogFiles(page: Page): { url: string; status: number }[] {
  const files: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/mf/catalog/')) files.push({ url: pathname, status: response.status() });
  });
  return files;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  staticRoot = copyDeployment();
  server = await startShopServer(freePort(), { STATIC_ROOT: staticRoot });
  expect(await catalogReleasesIn(`${server.url}/webshop`)).toEqual(['dist']);
  expect(release('catalog', 'e2e-1')).toContain('catalog e2e-1: live');
  await untilRendered('e2e-1');
});

test.afterAll(async () => {
  await server?.stop();
  if (staticRoot) rmSync(staticRoot, { recursive: true, force: true });
});

test('a page opened before a release keeps loading its own release’s lazy chunks after the switch', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${server.url}/webshop`);
  await expect(page.locator('main [data-remote="catalog"]')).toBeVisible();
  const files = catalogFiles(page);

  expect(release('catalog', 'e2e-2')).toContain('catalog e2e-2: live');
  await untilRendered('e2e-2');

  // The search page is another exposed module of the catalog: its chunks are first asked for now.
  const box = page.getByRole('combobox', { name: 'Pretraga proizvoda' });
  await box.fill('samsung');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/pretraga\?search=samsung$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(files.some(({ url }) => url.includes('SearchPage'))).toBe(true);
  expect(files.filter(({ url, status }) => status !== 200 || !url.startsWith('/mf/catalog/r/e2e-1/'))).toEqual([]);
});

test('a page rendered after the switch names one release per remote, and the browser loads those files', async ({
  page,
}) => {
  const files = catalogFiles(page);
  await page.goto(`${server.url}/webshop`);
  await expect(page.locator('main [data-remote="catalog"]').getByRole('heading', { name: 'Webshop' })).toBeVisible();
  expect(await catalogReleasesIn(`${server.url}/webshop`)).toEqual(['e2e-2']);
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter(({ url, status }) => status !== 200 || !url.startsWith('/mf/catalog/r/e2e-2/'))).toEqual([]);
  // The release's manifest came in the page (issue 23): the first catalog file fetched is code.
  expect(files.filter(({ url }) => url.endsWith('/mf-manifest.json'))).toEqual([]);
});

test('pnpm rollback brings the previous release back in one step', async ({ page }) => {
  expect(rollback('catalog')).toContain('catalog: e2e-2 → e2e-1');
  await untilRendered('e2e-1');
  const files = catalogFiles(page);
  await page.goto(`${server.url}/webshop`);
  await expect(page.locator('main [data-remote="catalog"]').getByRole('heading', { name: 'Webshop' })).toBeVisible();
  expect(files.filter(({ url, status }) => status !== 200 || !url.startsWith('/mf/catalog/r/e2e-1/'))).toEqual([]);
});

test('an Admin sees the releases in #Izdanja and switches back from there', async ({ page }) => {
  const signIn = await page.request.post(`${server.url}/api/login`, { data: DEMO_ADMIN });
  expect(signIn.ok()).toBe(true);
  await page.goto(`${server.url}/admin-panel#Izdanja`);
  await expect(page.getByRole('heading', { level: 1, name: 'Izdanja' })).toBeVisible();
  const catalog = page.getByRole('region', { name: 'Dio catalog' });
  await expect(catalog.getByRole('row', { name: /e2e-1/ })).toContainText('Aktivno');
  await expect(page.getByRole('region', { name: 'Dio product' })).toContainText('Nema izdanja');

  await catalog.getByRole('row', { name: /e2e-2/ }).getByRole('button', { name: 'Vrati ovo izdanje' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Vrati ovo izdanje' }).click();
  await expect(page.locator('[data-alert-type="success"]')).toHaveText('Dio catalog: aktivno je izdanje e2e-2.');
  await expect(catalog.getByRole('row', { name: /e2e-2/ })).toContainText('Aktivno');
  await untilRendered('e2e-2');
});

test('once a page notices a deploy, its next navigation loads in full with the new releases', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${server.url}/webshop`);
  await expect(page.locator('main [data-remote="catalog"]').getByRole('heading', { name: 'Webshop' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  expect(release('catalog', 'e2e-3')).toContain('catalog e2e-3: live');
  await untilRendered('e2e-3');
  // The page asks every minute and when the visitor comes back to its tab.
  const asked = page.waitForResponse((r) => r.url().endsWith('/remotes.json') && r.request().method() === 'HEAD');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await asked;

  const files = catalogFiles(page);
  await page.locator('main [data-remote="catalog"] a[href^="/webshop/"]').first().click();
  await expect.poll(() => page.evaluate(() => 'sameDocument' in window)).toBe(false);
  await expect(page.locator('main [data-remote="catalog"]')).toBeVisible();
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter(({ url, status }) => status !== 200 || !url.startsWith('/mf/catalog/r/e2e-3/'))).toEqual([]);
});

test('a shell release is rendered on the server with no restart', async ({ page }) => {
  test.setTimeout(120_000);
  expect(release('shell', 'shell-1')).toContain('shell shell-1: live');
  // Everything of the shell now comes from its release: its dist/ is gone.
  renameSync(path.join(staticRoot, 'shell', 'dist'), path.join(staticRoot, 'shell', 'dist-before-release'));
  await expect(async () => {
    const response = await fetch(`${server.url}/webshop`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    // Server-rendered: the catalog's page is in the markup, not only the empty root of the plain index.html.
    expect(html).toMatch(/<div id="root">.*data-remote="catalog"/s);
  }).toPass({ timeout: 5_000 });
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(response.url());
  });
  await page.goto(`${server.url}/webshop`);
  await expect(page.locator('main [data-remote="catalog"]').getByRole('heading', { name: 'Webshop' })).toBeVisible();
  expect(failed).toEqual([]);
});
