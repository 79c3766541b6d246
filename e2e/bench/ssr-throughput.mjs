// Server render of a product page (issue 12), autocannon against production servers. Every request sends
// `Accept: text/html`, as a browser's navigation does. Targets (reported, never asserted):
// (a) uncached (`SSR_CACHE_ENTRIES=0`: no rendered-HTML cache), 1 connection: p95 ≤ 30 ms;
// (b) default settings, cache warm, 50 connections: p99 ≤ 25 ms and ≥ 0.3× the bare route's req/s in the same run;
// issue 23: the same as a browser asks (`Accept-Encoding: br, gzip`: the cached page's brotli form) and with a new
// tracking parameter per request (`?utm_source=…&fbclid=…`: served from the same cached page), ≥ 0.5× the bare route.
import { startBenchServer } from './bench-server.mjs';
import { atLeast, atMost, ms, noTarget, perSecond, printFigure } from './figures.mjs';
import { load } from './load.mjs';

const BARE_ROUTE = '/api/health/live';
const UNCACHED_TARGET_P95_MS = 30;
const CACHED_CONNECTIONS = 50;
const CACHED_TARGET_P99_MS = 25;
const CACHED_TARGET_RATIO = 0.3;
const BROWSER_TARGET_RATIO = 0.5;
const HTML_HEADERS = { accept: 'text/html' };
const BROWSER_HEADERS = { ...HTML_HEADERS, 'accept-encoding': 'br, gzip' };

/**
 * (a) on a server of its own started with the HTML cache off, (b) on `baseUrl` (a server with default settings).
 * Resolves to `{ uncached, bare, cached, ratio }`.
 */
export async function measureServerRender(
  baseUrl,
  databaseUrl,
  slug,
  { durationSeconds = 10, log = console.log } = {},
) {
  const pagePath = `/proizvod/${encodeURIComponent(slug)}`;
  const requests = (urlPath) => [{ method: 'GET', path: urlPath, headers: HTML_HEADERS }];

  const uncachedServer = await startBenchServer(databaseUrl, { env: { SSR_CACHE_ENTRIES: '0' } });
  let uncached;
  try {
    await expectHtml(uncachedServer.baseUrl + pagePath);
    await load(uncachedServer.baseUrl, requests(pagePath), { durationSeconds: 2, connections: 1 }); // warm-up (JIT)
    uncached = await load(uncachedServer.baseUrl, requests(pagePath), { durationSeconds, connections: 1 });
  } finally {
    await uncachedServer.stop();
  }

  await expectHtml(baseUrl + pagePath);
  const busy = { durationSeconds, connections: CACHED_CONNECTIONS };
  // Warm-up: JIT, the database pool and the HTML cache.
  await load(baseUrl, requests(BARE_ROUTE), { ...busy, durationSeconds: 2 });
  await load(baseUrl, requests(pagePath), { ...busy, durationSeconds: 2 });
  const bare = await load(baseUrl, requests(BARE_ROUTE), busy);
  const cached = await load(baseUrl, requests(pagePath), busy);
  const browser = await load(baseUrl, [{ method: 'GET', path: pagePath, headers: BROWSER_HEADERS }], busy);
  let visit = 0;
  const tracked = await load(
    baseUrl,
    [
      {
        method: 'GET',
        headers: BROWSER_HEADERS,
        setupRequest: (request) => ({ ...request, path: `${pagePath}?utm_source=newsletter&fbclid=${++visit}` }),
      },
    ],
    busy,
  );
  const ratioOf = (run) => Math.round((run.requestsPerSecond / bare.requestsPerSecond) * 100) / 100;
  const ratio = ratioOf(cached);

  const figure = (name, value, target) => printFigure(name, value, target, log);
  const busyName = `${CACHED_CONNECTIONS} connections`;
  log(`\nServer render, product page GET /proizvod/{slug} (Accept: text/html), ${durationSeconds} s per run`);
  figure('uncached, 1 connection: p95', uncached.p95Ms, atMost(UNCACHED_TARGET_P95_MS, ms));
  figure(`bare ${BARE_ROUTE}, ${busyName}`, bare.requestsPerSecond, noTarget(perSecond));
  figure(`cache warm, ${busyName}`, cached.requestsPerSecond, noTarget(perSecond));
  figure(`cache warm, ${busyName}: p99`, cached.p99Ms, atMost(CACHED_TARGET_P99_MS, ms));
  figure('cache warm ÷ bare req/s', ratio, atLeast(CACHED_TARGET_RATIO));
  figure(`as a browser asks (br), ${busyName}`, browser.requestsPerSecond, noTarget(perSecond));
  figure('as a browser asks (br): p99', browser.p99Ms, atMost(CACHED_TARGET_P99_MS, ms));
  figure('as a browser asks (br) ÷ bare req/s', ratioOf(browser), atLeast(BROWSER_TARGET_RATIO));
  figure(`new ?utm_source&fbclid each, ${busyName}`, tracked.requestsPerSecond, noTarget(perSecond));
  figure('new ?utm_source&fbclid each ÷ bare req/s', ratioOf(tracked), atLeast(BROWSER_TARGET_RATIO));
  return { uncached, bare, cached, browser, tracked, ratio };
}

/** The product page must answer HTML, or the figures would measure a redirect or an error page. */
async function expectHtml(url) {
  const response = await fetch(url, { headers: HTML_HEADERS, redirect: 'manual' });
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html')) {
    throw new Error(`${url} answered ${response.status} ${type}, not an HTML page`);
  }
  await response.arrayBuffer();
}
