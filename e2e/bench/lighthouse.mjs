// Lighthouse (mobile emulation, Lighthouse's default) in the local Chromium. Targets, reported and never asserted:
// performance, accessibility and SEO ≥ 95. Other benchmarks call `lighthouseScores` for their own pages.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { freePort } from './free-port.mjs';

export const LIGHTHOUSE_TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'seo'];
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));

/**
 * Scores each page (`[name, path]`) of the site at `baseUrl`: one Chromium for all, `runs` Lighthouse runs per page
 * (the median by performance is kept: one run on a busy machine says little). Rows carry the scores (0–100), the
 * verdict and the timings behind performance: `{ page, performance, accessibility, seo, verdict, fcpMs, lcpMs,
 * tbtMs, cls }`.
 */
export async function lighthouseScores(baseUrl, pages, { runs = 1 } = {}) {
  const browser = await startChromium();
  try {
    const rows = [];
    for (const [name, pagePath] of pages) {
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await scorePage(`${baseUrl}${pagePath}`, browser.port));
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)];
      const missed = CATEGORIES.filter((category) => median[category] < LIGHTHOUSE_TARGET);
      rows.push({ page: name, ...median, verdict: missed.length ? `MISSED: ${missed.join(', ')}` : 'ok' });
    }
    return rows;
  } finally {
    await browser.stop();
  }
}

/** One Lighthouse run (its default: mobile emulation, slow 4G, 4× CPU slowdown). */
async function scorePage(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const { categories, audits } = result.lhr;
  const ms = (id) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  return {
    ...Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
    ),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  };
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
