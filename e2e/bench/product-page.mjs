// The product page's own targets (issue 5), against the bench server: the server-rendered product HTML (SEO head +
// inlined product answer) under load, and Lighthouse performance with mobile emulation (target ≥ 95).
// Figures are printed; targets are reported, never asserted.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';

const CONNECTIONS = 50;
const LIGHTHOUSE_TARGET = 95;
const LIGHTHOUSE_PORT = 9339;

/** Resolves to { html, lighthouse } figures for the product page of `slug`. */
export async function measureProductPage(baseUrl, slug, { durationSeconds = 10, log = console.log } = {}) {
  const pagePath = `/proizvod/${encodeURIComponent(slug)}`;
  const html = await htmlThroughput(baseUrl + pagePath, durationSeconds);
  log(`\nProduct page HTML with the SEO head (${CONNECTIONS} connections)`);
  log(`  GET ${pagePath.slice(0, 40)}…  ${html.requestsPerSecond} req/s, p99 ${html.p99Ms} ms`);

  const scores = [];
  // Three runs, the median reported: one run on a busy machine says little.
  for (let run = 0; run < 3; run++) scores.push(await lighthouseMobile(baseUrl + pagePath));
  scores.sort((a, b) => a.performance - b.performance);
  const median = scores[1];
  log('Lighthouse, product page, mobile emulation (median of 3)');
  console.table([median]);
  log(
    `  performance ${median.performance} ≥ ${LIGHTHOUSE_TARGET}: ${median.performance >= LIGHTHOUSE_TARGET ? 'ok' : 'MISSED'}`,
  );
  return { html, lighthouse: median };
}

async function htmlThroughput(url, durationSeconds) {
  const options = { url, connections: CONNECTIONS, headers: { accept: 'text/html' } };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: durationSeconds });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

/** Lighthouse's default (mobile: Moto G power emulation, slow 4G throttling) over Playwright's Chromium. */
async function lighthouseMobile(url) {
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));
  const browser = await chromium.launch({
    executablePath,
    args: [
      `--remote-debugging-port=${LIGHTHOUSE_PORT}`,
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      '--disable-background-networking',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: LIGHTHOUSE_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const audits = result.lhr.audits;
    const ms = (id) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    return {
      performance: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    };
  } finally {
    await browser.close();
  }
}
