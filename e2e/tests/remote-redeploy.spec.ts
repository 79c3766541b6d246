import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/freePort';
import { repoRoot, type ShopServer, startShopServer } from '../support/shopServer';

// A deployment of its own: the server reads the builds from a copy, so rebuilding one remote into it is a real
// redeploy that neither touches the shell's files nor restarts the server.
let server: ShopServer;
let staticRoot: string;

test.beforeAll(async () => {
  staticRoot = mkdtempSync(path.join(tmpdir(), 'shop-deploy-'));
  for (const pkg of ['shell', 'mf-catalog', 'mf-product', 'mf-checkout', 'mf-account', 'mf-admin']) {
    cpSync(path.join(repoRoot, pkg, 'dist'), path.join(staticRoot, pkg, 'dist'), { recursive: true });
  }
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

  const build = spawnSync(
    'pnpm',
    ['exec', 'rspack', 'build', '--output-path', path.join(staticRoot, 'mf-catalog', 'dist')],
    {
      cwd: path.join(repoRoot, 'mf-catalog'),
      env: { ...process.env, SHOP_RELEASE: release },
      encoding: 'utf8',
    },
  );
  expect(build.status, build.stderr + build.stdout).toBe(0);

  await page.reload();
  await expect(catalog).toHaveAttribute('data-release', release);
  await expect(catalog.getByRole('heading', { name: 'Webshop' })).toBeVisible();
  expect(readFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellHtmlBefore);
});
