import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_PORTS } from '../../shared/build/ports.mjs';
import { repoRoot } from '../support/shopServer';
import { expect, test } from '../support/test';

// `pnpm dev --remotes catalog` as a new team member runs it: the shell and the catalog remote in dev mode, the other
// remotes from their dist/ (built by the suite before the end-to-end tests).
const EDITED_FILE = path.join(repoRoot, 'mf-catalog/src/features/webshop-home/components/WebshopHome.tsx');
const EDIT_MARKER = 'dev-mode-edit-reached-the-page';

let dev: ChildProcess;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-dev-'));
  dev = spawn(process.execPath, ['shell/scripts/dev.mjs', '--remotes', 'catalog'], {
    cwd: repoRoot,
    // Its own process group, so stopping it stops the API, the shell and the remote's dev servers with it.
    detached: true,
    env: { ...process.env, DATABASE_URL: path.join(dataDir, 'shop.sqlite'), RATE_LIMITS: 'off' },
    stdio: 'ignore',
  });
  await waitForPage(`http://127.0.0.1:${DEV_PORTS.shell}/api/health`, 200_000);
  await waitForPage(`http://localhost:${DEV_PORTS.catalog}/mf-manifest.json`, 60_000);
});

test.afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
});

test('a page on 127.0.0.1 renders the dev remote, its hot-reload socket works, and an edit reaches the page', async ({
  page,
}) => {
  const socketErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /websocket|frame/i.test(message.text())) socketErrors.push(message.text());
  });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`:${DEV_PORTS.catalog}/`) && response.status() >= 400) refused.push(response.url());
  });

  await page.goto(`http://127.0.0.1:${DEV_PORTS.shell}/webshop`);
  const heading = page.locator('[data-remote="catalog"]').getByRole('heading', { level: 1, name: 'Webshop' });
  await expect(heading).toBeVisible({ timeout: 60_000 });
  expect(refused).toEqual([]);

  const original = readFileSync(EDITED_FILE, 'utf8');
  try {
    const edited = original.replace("<h1>{t('shop.title')}</h1>", `<h1>{t('shop.title')} ${EDIT_MARKER}</h1>`);
    expect(edited, 'the heading this test edits has moved').not.toBe(original);
    writeFileSync(EDITED_FILE, edited);
    await expect(page.locator('[data-remote="catalog"] h1')).toContainText(EDIT_MARKER, { timeout: 60_000 });
  } finally {
    writeFileSync(EDITED_FILE, original);
  }
  expect(socketErrors).toEqual([]);
});

async function waitForPage(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (dev.exitCode !== null) throw new Error(`pnpm dev exited with ${dev.exitCode}`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
