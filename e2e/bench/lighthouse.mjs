// Lighthouse (mobile emulation, Lighthouse's default) in the local Chromium. Targets, reported and never asserted:
// performance, accessibility and SEO ≥ 95. Other benchmarks call `lighthouseScores` for their own pages.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'seo'];
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));

/**
 * Scores each page (`[name, path]`) of the site at `baseUrl`: one Chromium for all, a fresh Lighthouse run per page.
 * Returns rows `{ page, performance, accessibility, seo, verdict }` (scores 0–100).
 */
export async function lighthouseScores(baseUrl, pages) {
  const browser = await startChromium();
  try {
    const rows = [];
    for (const [name, pagePath] of pages) {
      const result = await lighthouse(`${baseUrl}${pagePath}`, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round((result?.lhr.categories[category]?.score ?? 0) * 100)]),
      );
      const missed = CATEGORIES.filter((category) => scores[category] < LIGHTHOUSE_TARGET);
      rows.push({ page: name, ...scores, verdict: missed.length ? `MISSED: ${missed.join(', ')}` : 'ok' });
    }
    return rows;
  } finally {
    await browser.stop();
  }
}

async function startChromium() {
  if (!CHROMIUM) throw new Error('Lighthouse needs a local Chromium (/usr/bin/chromium)');
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'shop-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitForDevTools(port);
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}

async function waitForDevTools(port) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Chromium did not open its DevTools port');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The shell's pages: home and one service page (targets ≥ 95 for performance, accessibility and SEO). */
export async function measureShellLighthouse(baseUrl) {
  console.log(`\nLighthouse, mobile emulation (targets ≥ ${LIGHTHOUSE_TARGET}, reported only)`);
  const rows = await lighthouseScores(baseUrl, [
    ['home', '/'],
    ['service page', '/voip-telefonija'],
  ]);
  console.table(rows);
  return rows;
}

// `node bench/lighthouse.mjs http://127.0.0.1:3000`: the shell's pages against a server that is already running.
if (import.meta.url === `file://${process.argv[1]}`)
  await measureShellLighthouse(process.argv[2] ?? 'http://127.0.0.1:3000');
