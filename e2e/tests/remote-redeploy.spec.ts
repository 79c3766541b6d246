import { readFileSync } from 'node:fs';
import path from 'node:path';
import { copyDeployment, redeployRemote } from '../support/deployment';
import { freePort } from '../support/freePort';
import { type ShopServer, startShopServer } from '../support/shopServer';
import { expect, test } from '../support/test';

// A deployment of its own: the server reads the builds from a copy, so rebuilding one remote into it is a real
// redeploy that neither touches the shell's files nor restarts the server.
let server: ShopServer;
let staticRoot: string;

test.beforeAll(async () => {
  staticRoot = copyDeployment();
  server = await startShopServer(freePort(), { STATIC_ROOT: staticRoot });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a remote rebuilt with a visible change is picked up on reload, with no shell rebuild or restart', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shellHtmlBefore = readFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), 'utf8');
  await page.goto(`${server.url}/webshop`);
  // The catalog's page in <main> (its search box in the header carries the same release).
  const catalog = page.locator('main [data-remote="catalog"]');
  const release = `redeploy-${Date.now()}`;
  await expect(catalog).toHaveAttribute('data-release', /.+/);
  await expect(catalog).not.toHaveAttribute('data-release', release);

  redeployRemote(staticRoot, 'mf-catalog', release);

  // The server renders the new build once its next manifest read sees it (SSR_REMOTE_POLL_MS, 5 s by default):
  // reload until the page shows it, within that bound and some slack for a busy machine.
  await expect(async () => {
    await page.reload();
    await expect(catalog).toHaveAttribute('data-release', release, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(catalog.getByRole('heading', { name: 'Webshop' })).toBeVisible();
  expect(readFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellHtmlBefore);
});
