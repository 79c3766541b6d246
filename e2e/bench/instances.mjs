// Issue 14: two API instances on one MariaDB (the bench catalogue) and one Redis (BENCH_REDIS_URL, a fresh key
// prefix per run). Figures, reported and never asserted:
// - `GET /api/proizvod/{slug}` and the server-rendered `GET /proizvod/{slug}` at 50 connections: one instance direct,
//   one behind the bench's round-robin proxy, and two behind it (the proxy's own cost shows between the first two;
//   the two-instance run is compared with the second);
// - the invalidation lag: a price changed through the admin API on instance A, then B's product answer polled every
//   ~5 ms until it shows the new price, then B's rendered page until its data does; idle, and again while the
//   two-instance load runs.
// Run alone: `node e2e/bench/instances.mjs` (seeds the bench database when needed).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { DEFAULT_BENCH_DATABASE_URL, prepareBenchCatalog } from './bench-database.mjs';
import { startBenchServer } from './bench-server.mjs';
import { atLeast, atMost, ms, noTarget, perSecond, printFigure } from './figures.mjs';
import { load } from './load.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';
import { benchStaffCookie } from './staff-session.mjs';

export const DEFAULT_BENCH_REDIS_URL = 'redis://127.0.0.1:6379';

const CONNECTIONS = 50;
/** Load runs per set-up; the median is reported. */
const ROUNDS = 3;
/** api-throughput.mjs's target for the product route, held by every set-up here. */
const TARGET_P99_MS = 25;
/** Two instances ÷ one, both behind the proxy: "nothing regresses" on 2 cores, with room for run-to-run noise. */
const TARGET_RATIO = 0.9;
/** The "every instance drops the same keys within a second". */
const TARGET_LAG_P99_MS = 1000;
const CHANGES = 50;
const CHANGE_SPACING_MS = 200;
const POLL_MS = 5;
/** A change B has not shown by then counts as missed (and its lag as this long). */
const GIVE_UP_MS = 5000;

/**
 * Starts two production servers sharing `databaseUrl` and `redisUrl`, two proxies (in front of A, and of A and B),
 * measures, stops everything. Resolves to the figures.
 */
export async function measureInstances(
  databaseUrl,
  slug,
  {
    durationSeconds = 10,
    redisUrl = process.env.BENCH_REDIS_URL ?? DEFAULT_BENCH_REDIS_URL,
    changes = CHANGES,
    log = console.log,
  } = {},
) {
  const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:` };
  const running = [];
  try {
    const [a, b] = await startAll(
      [() => startBenchServer(databaseUrl, { env }), () => startBenchServer(databaseUrl, { env })],
      running,
    );
    await Promise.all([waitForSharedCluster(a.baseUrl), waitForSharedCluster(b.baseUrl)]);
    const [proxyToA, proxyToBoth] = await startAll(
      [() => startRoundRobinProxy([a.baseUrl]), () => startRoundRobinProxy([a.baseUrl, b.baseUrl])],
      running,
    );
    const productPath = `/api/proizvod/${encodeURIComponent(slug)}`;
    const pagePath = `/proizvod/${encodeURIComponent(slug)}`;
    const loadProduct = (baseUrl, seconds = durationSeconds) =>
      load(baseUrl, [{ method: 'GET', path: productPath }], { durationSeconds: seconds, connections: CONNECTIONS });
    const loadPage = (baseUrl, seconds = durationSeconds) =>
      load(baseUrl, [{ method: 'GET', path: pagePath, headers: { accept: 'text/html' } }], {
        durationSeconds: seconds,
        connections: CONNECTIONS,
      });
    const loadAverageBefore = os.loadavg()[0];

    // Both instances' CPU in every set-up (B idles in the first two): the proxy and the load generator take cores of
    // their own, so req/s alone cannot tell whether the API does more work per request with two instances.
    const apiCpuMs = async () => (await a.cpuMs()) + (await b.cpuMs());
    const setUps = (loadRoute) =>
      medianOfRounds(
        [a.baseUrl, proxyToA.baseUrl, proxyToBoth.baseUrl].map((baseUrl) => async () => {
          await loadRoute(baseUrl, 2); // warm-up: JIT, the DB pool, the caches
          const cpuBefore = await apiCpuMs();
          const run = await loadRoute(baseUrl);
          const cpuMs = (await apiCpuMs()) - cpuBefore;
          return { ...run, apiCpuUs: Math.round((cpuMs * 1000) / (run.requestsPerSecond * durationSeconds)) };
        }),
      );
    const [single, singleProxied, pair] = await setUps(loadProduct);
    const [pageSingle, pageSingleProxied, pagePair] = await setUps(loadPage);

    const { id } = await readProduct(a.baseUrl + productPath);
    const editor = adminEditor(a.baseUrl, await benchStaffCookie(databaseUrl), id);
    const lag = (options) =>
      measureLag(editor, a.baseUrl + productPath, b.baseUrl + productPath, b.baseUrl + pagePath, options);
    const idleLag = await lag({ changes });
    // The same while the two-instance load runs; the changes stop when the load does.
    let loading = true;
    const loadRun = loadProduct(proxyToBoth.baseUrl).finally(() => {
      loading = false;
    });
    loadRun.catch(() => {}); // awaited below: a failing lag run must not leave it unhandled
    const busyLag = await lag({ changes, stillRunning: () => loading });
    const pairWhileChanging = await loadRun;

    const figures = {
      durationSeconds,
      loadAverage: [loadAverageBefore, os.loadavg()[0]].map((value) => value.toFixed(1)),
      single,
      singleProxied,
      pair,
      ratio: Math.round((pair.requestsPerSecond / singleProxied.requestsPerSecond) * 100) / 100,
      page: {
        single: pageSingle,
        singleProxied: pageSingleProxied,
        pair: pagePair,
        ratio: Math.round((pagePair.requestsPerSecond / pageSingleProxied.requestsPerSecond) * 100) / 100,
      },
      idleLag,
      busyLag,
      pairWhileChanging,
    };
    report(figures, log);
    return figures;
  } finally {
    for (const started of running.reverse()) await started.stop();
  }
}

/** Starts each concurrently; every one that started is added to `running` (to stop), even when another failed. */
async function startAll(starters, running) {
  const results = await Promise.allSettled(starters.map((start) => start()));
  for (const result of results) if (result.status === 'fulfilled') running.push(result.value);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((result) => result.value);
}

/**
 * Runs every measurement ROUNDS times, each round in a rotated order (so none is always first, or always right after
 * the same one), and keeps each one's median run by req/s: on a 2-core machine one run swings with whatever else
 * wakes up.
 */
async function medianOfRounds(measurements) {
  const runs = measurements.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (let step = 0; step < measurements.length; step++) {
      const which = (round + step) % measurements.length;
      runs[which].push(await measurements[which]());
    }
  }
  return runs.map((each) => each.sort((x, y) => x.requestsPerSecond - y.requestsPerSecond)[Math.floor(ROUNDS / 2)]);
}

/** Both instances must have Redis, or the lag would measure the product cache's TTL instead of the messages. */
async function waitForSharedCluster(baseUrl) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { cluster } = await fetch(`${baseUrl}/api/health`).then((response) => response.json());
    if (cluster === 'shared') return;
    if (Date.now() > deadline) throw new Error(`${baseUrl} did not reach Redis (cluster: ${cluster})`);
    await sleep(100);
  }
}

/** The admin editor's load and save of one product, on instance `baseUrl`, as staff from the site's own page. */
function adminEditor(baseUrl, cookie, id) {
  const url = `${baseUrl}/api/admin/products/${id}`;
  const headers = { cookie, origin: baseUrl, 'content-type': 'application/json' };
  const call = async (method, body) => {
    const response = await fetch(url, { method, headers, body: body && JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  return {
    load: () => call('GET'),
    /** Saves `product` (as last loaded or saved: its version) with `price`; resolves to the saved product. */
    setPrice: (product, price) => {
      const { id: _, categoryId, images, imageUrl, formerSlugs, createdAt, updatedAt, ...fields } = product;
      return call('PUT', { ...fields, price });
    },
  };
}

async function readProduct(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const answer = await response.json();
  if (answer.status !== 200) throw new Error(`${url} did not answer a product`);
  return { id: answer.product.id_proizvoda, price: answer.product.prodajna_cijena_sa_pdv };
}

/** The price in a server-rendered product page: the product answer it was rendered from travels in its data block. */
async function readPagePrice(url) {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const match = /"prodajna_cijena_sa_pdv":(\d+(?:\.\d+)?)/.exec(await response.text());
  if (!match) throw new Error(`${url}: no product data in the page (is the frontend built?)`);
  return { price: Number(match[1]) };
}

const microseconds = (value) => `${value} µs`;

/** Prices compared in feninga: KM in JSON carry float noise. */
const feninga = (km) => Math.round(km * 100);

/**
 * `changes` price changes (the product's price + 1 KM, + 2 KM, …: always valid, above any sale price) saved on A,
 * ~200 ms apart. Before each, B's answer and page are read (so B holds the old ones in its caches); after A answers the
 * save, B is polled every ~5 ms until it shows the new price: that wait is the lag; then B's page, until it shows it
 * too (the page lag, from the same save). Then one more read from each instance must not show the old price again.
 * The original price is restored at the end.
 */
async function measureLag(editor, writerUrl, readerUrl, readerPageUrl, { changes, stillRunning = () => true }) {
  let product = await editor.load();
  const original = product.price;
  const lags = [];
  const pageLags = [];
  const saves = [];
  let missed = 0;
  let staleAfterwards = 0;
  try {
    for (let step = 1; step <= changes && stillRunning(); step++) {
      const price = original + step;
      await Promise.all([readProduct(readerUrl), readPagePrice(readerPageUrl)]);
      const saving = performance.now();
      product = await editor.setPrice(product, price);
      const saved = performance.now();
      saves.push(saved - saving);
      const lag = await pollUntilPrice(() => readProduct(readerUrl), price, saved);
      const pageLag = await pollUntilPrice(() => readPagePrice(readerPageUrl), price, saved);
      lags.push(lag ?? GIVE_UP_MS);
      pageLags.push(pageLag ?? GIVE_UP_MS);
      if (lag === undefined || pageLag === undefined) missed++;
      else {
        for (const url of [writerUrl, readerUrl]) {
          if (feninga((await readProduct(url)).price) !== feninga(price)) staleAfterwards++;
        }
      }
      await sleep(CHANGE_SPACING_MS);
    }
  } finally {
    const current = await editor.load();
    if (current.price !== original) await editor.setPrice(current, original);
  }
  return {
    changes: lags.length,
    missed,
    staleAfterwards,
    lag: percentiles(lags),
    pageLag: percentiles(pageLags),
    save: percentiles(saves),
  };
}

/** Milliseconds from `since` until `read` shows `price`, or undefined after GIVE_UP_MS. */
async function pollUntilPrice(read, price, since) {
  for (;;) {
    const { price: shown } = await read();
    const elapsed = performance.now() - since;
    if (feninga(shown) === feninga(price)) return elapsed;
    if (elapsed > GIVE_UP_MS) return undefined;
    await sleep(POLL_MS);
  }
}

function percentiles(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (share) => Math.round((sorted[Math.floor(share * (sorted.length - 1))] ?? Number.NaN) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

function report(figures, log) {
  const {
    durationSeconds,
    loadAverage,
    single,
    singleProxied,
    pair,
    ratio,
    page,
    idleLag,
    busyLag,
    pairWhileChanging,
  } = figures;
  const figure = (name, value, target) => printFigure(name, value, target, log);
  log(
    `\nSeveral API instances (issue 14), one MariaDB and one Redis: GET /api/proizvod/{slug}, ${CONNECTIONS} connections`,
  );
  log(`  each the median of ${ROUNDS} runs of ${durationSeconds} s; any error or non-2xx answer stops the bench`);
  log(`  (load average ${loadAverage[0]} before the runs, ${loadAverage[1]} after the lag runs)`);
  const throughput = (name, run) => {
    figure(name, run.requestsPerSecond, noTarget(perSecond));
    figure(`${name}: p50`, run.p50Ms, noTarget(ms));
    figure(`${name}: p99`, run.p99Ms, atMost(TARGET_P99_MS, ms));
    figure(`${name}: API CPU/request`, run.apiCpuUs, noTarget(microseconds));
  };
  throughput('one instance, direct', single);
  throughput('one instance via the proxy', singleProxied);
  throughput('two instances via the proxy', pair);
  figure('two ÷ one instance, both via the proxy: req/s', ratio, atLeast(TARGET_RATIO));
  log(`\nThe server-rendered product page, GET /proizvod/{slug} (HTML cache warm), ${CONNECTIONS} connections`);
  throughput('page, one instance, direct', page.single);
  throughput('page, one instance via the proxy', page.singleProxied);
  throughput('page, two instances via the proxy', page.pair);
  figure('page, two ÷ one instance, both via the proxy: req/s', page.ratio, atLeast(TARGET_RATIO));
  const lagFigures = (name, { changes, save, lag, pageLag, missed, staleAfterwards }) => {
    log(`\nInvalidation lag, ${name}: price saved on A → B answers it (${changes} changes)`);
    figure('save on A (PUT /api/admin/products/:id): p50', save.p50, noTarget(ms));
    figure('lag after the save answered: p50', lag.p50, noTarget(ms));
    figure('lag: p95', lag.p95, noTarget(ms));
    figure('lag: p99', lag.p99, atMost(TARGET_LAG_P99_MS, ms));
    figure('lag: max', lag.max, noTarget(ms));
    figure("B's rendered page shows it: p50", pageLag.p50, noTarget(ms));
    figure("B's rendered page: p99", pageLag.p99, atMost(TARGET_LAG_P99_MS, ms));
    figure(`changes B (answer or page) did not show within ${GIVE_UP_MS / 1000} s`, missed, atMost(0));
    figure('old price answered again after B showed it', staleAfterwards, atMost(0));
  };
  lagFigures('idle instances', idleLag);
  lagFigures('under the two-instance load', busyLag);
  figure('two instances, load while prices change', pairWhileChanging.requestsPerSecond, noTarget(perSecond));
  figure('two instances, load while prices change: p99', pairWhileChanging.p99Ms, noTarget(ms));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  const slug = await prepareBenchCatalog(databaseUrl);
  await measureInstances(databaseUrl, slug, { durationSeconds: Number(process.env.BENCH_DURATION_SECONDS ?? 10) });
}
