// Lighthouse 12 in the local Chromium (headless; `--no-sandbox`), with Lighthouse's default config: the mobile preset
// (phone screen emulation, simulated slow 4G, 4× CPU slowdown). Issue 12's targets for each public page, reported and
// never asserted: performance, accessibility and SEO ≥ 95; LCP ≤ 2.2 s, TBT ≤ 150 ms, CLS ≤ 0.05.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { atLeast, atMost, ms, printFigure, seconds } from './figures.mjs';
import { freePort } from './free-port.mjs';

export const LIGHTHOUSE_TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'seo'];
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));

/** The columns of a page's row, each with its target (scores 0–100; LCP and TBT in ms; CLS unitless). */
export const PAGE_FIGURES = [
  { key: 'performance', label: 'performance', target: atLeast(LIGHTHOUSE_TARGET) },
  { key: 'accessibility', label: 'accessibility', target: atLeast(LIGHTHOUSE_TARGET) },
  { key: 'seo', label: 'SEO', target: atLeast(LIGHTHOUSE_TARGET) },
  { key: 'lcpMs', label: 'LCP', target: atMost(2200, seconds) },
  { key: 'tbtMs', label: 'TBT', target: atMost(150, ms) },
  { key: 'cls', label: 'CLS', target: atMost(0.05) },
];
const METRICS = [...PAGE_FIGURES.map(({ key }) => key), 'fcpMs'];

/**
 * Scores each page (`[name, path]`) of the site at `baseUrl`: one Chromium for all, `runs` Lighthouse runs per page,
 * each figure the median of its runs (one run on a busy machine says little). Rows: `{ page, runs, performance,
 * accessibility, seo, fcpMs, lcpMs, tbtMs, cls }`; `runs` counts the runs that completed (a run Lighthouse could not
 * finish, e.g. no paint, is left out and logged).
 */
export async function lighthouseScores(baseUrl, pages, { runs = 1, log = console.log } = {}) {
  const browser = await startChromium();
  try {
    const rows = [];
    for (const [name, pagePath] of pages) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        const result = await scorePage(`${baseUrl}${pagePath}`, browser.port);
        if (result.error) log(`  ${name}: Lighthouse run ${run + 1} failed: ${result.error}`);
        else results.push(result);
      }
      rows.push({ page: name, runs: results.length, ...medians(results) });
    }
    return rows;
  } finally {
    await browser.stop();
  }
}

/** Each metric's median over the runs (NaN when none completed). */
export function medians(results) {
  return Object.fromEntries(
    METRICS.map((metric) => {
      const values = results.map((result) => result[metric]).sort((a, b) => a - b);
      return [metric, values.length ? values[Math.floor(values.length / 2)] : Number.NaN];
    }),
  );
}

/** One Lighthouse run; `{ error }` when Lighthouse reports that the page could not be measured. */
export async function scorePage(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) return { error: `${runtimeError.code}: ${runtimeError.message}` };
  const milliseconds = (id) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  return {
    ...Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
    ),
    fcpMs: milliseconds('first-contentful-paint'),
    lcpMs: milliseconds('largest-contentful-paint'),
    tbtMs: milliseconds('total-blocking-time'),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
  };
}

export async function startChromium() {
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

/**
 * Lighthouse for `pages` (`[name, path]`), median of `runs` (default 3), each figure printed beside its target.
 * Resolves to the rows.
 */
export async function measurePagesLighthouse(baseUrl, pages, { runs = 3, log = console.log } = {}) {
  log(`\nLighthouse 12, mobile preset, median of ${runs} runs per page`);
  const rows = await lighthouseScores(baseUrl, pages, { runs, log });
  // The overview first (one row per page, as in the issue), then each figure beside its target.
  console.table(
    rows.map((row) => ({
      page: row.page,
      ...Object.fromEntries(PAGE_FIGURES.map(({ key, label, target }) => [label, target.format(row[key])])),
    })),
  );
  for (const row of rows) {
    for (const { key, label, target } of PAGE_FIGURES) printFigure(`${row.page}: ${label}`, row[key], target, log);
  }
  return rows;
}

// `node bench/lighthouse.mjs http://127.0.0.1:3000 / /voip-telefonija`: pages of a server that is already running.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
  const pages = (paths.length ? paths : ['/']).map((pagePath) => [pagePath, pagePath]);
  await measurePagesLighthouse(baseUrl, pages);
}
