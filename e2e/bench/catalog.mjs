// Catalog benchmarks on the 50 000-product catalogue: search suggestions (POST /api/searchProducts) and category
// listings with facets (GET /api/getCategoryProducts), p95 latency under autocannon; and the search index's build
// time and memory, which every API start pays once. Targets are reported, never asserted. (The category page's
// Lighthouse figures are in public-pages.mjs, with the other public pages.)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './bench-database.mjs';
import { load } from './load.mjs';

const apiDir = path.join(root, 'api');
const tsxCli = createRequire(path.join(apiDir, 'package.json')).resolve('tsx/cli');
/**
 * p95 targets are latencies, measured with one connection (one visitor at a time: no queueing behind other requests);
 * throughput is measured with 10 connections.
 */
const LATENCY_CONNECTIONS = 1;
const THROUGHPUT_CONNECTIONS = 10;
const SEARCH_TARGET_P95_MS = 20;
const LISTING_TARGET_P95_MS = 30;

/** What visitors type: whole words, prefixes, a typo, diacritics or none, a multi-word query. */
const SEARCH_TERMS = ['lenovo', 'samsung tv', 'thinkpad e14', 'slusalice', 'slušalice', 'ruter', 'lap', 'logitec'];

/** Category and subcategory pages, plain and with facets chosen (filters, sort, a later page). */
const LISTING_QUERIES = [
  'kategorija=računari-i-komponente',
  'kategorija=televizori,-audio,-video&sort=cijena_rastuce',
  'kategorija=laptop-računari-i-tableti&podkategorija=laptopi&na_stanju=1',
  'kategorija=monitori-i-periferija&akcija=1&sort=naziv',
  'kategorija=kućna-tehnika&cijena_od=300&cijena_do=600&stranica=3',
  'kategorija=mrezna-oprema&sort=cijena_opadajuce&stranica=10',
].map((query) => `/api/getCategoryProducts?${encodeURI(query)}`);

export async function measureCatalog(baseUrl, { durationSeconds = 10, databaseUrl, log = console.log } = {}) {
  const index = databaseUrl ? await measureSearchIndex(databaseUrl) : undefined;

  const searchRequests = SEARCH_TERMS.map((value) => ({
    method: 'POST',
    path: '/api/searchProducts',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  }));
  const listingRequests = LISTING_QUERIES.map((urlPath) => ({ method: 'GET', path: urlPath }));

  // Warm-up: the first search waits for the index build; JIT and the DB pool warm up too.
  const warmUp = { durationSeconds: 2, connections: THROUGHPUT_CONNECTIONS };
  const latency = { durationSeconds, connections: LATENCY_CONNECTIONS };
  const throughput = { durationSeconds, connections: THROUGHPUT_CONNECTIONS };
  await load(baseUrl, searchRequests, warmUp);
  await load(baseUrl, listingRequests, warmUp);
  const search = await load(baseUrl, searchRequests, latency);
  const listing = await load(baseUrl, listingRequests, latency);
  const searchThroughput = await load(baseUrl, searchRequests, throughput);
  const listingThroughput = await load(baseUrl, listingRequests, throughput);

  const verdict = (ok) => (ok ? 'ok' : 'MISSED');
  log(`\nCatalog (${durationSeconds} s per run)`);
  if (index) {
    log(`  search index build: ${index.products} products in ${index.buildMs} ms, ~${index.heapMB} MB heap`);
  }
  const line = (name, one, many) =>
    log(
      `  ${name.padEnd(30)} 1 connection: p50 ${one.p50Ms} ms, p95 ${one.p95Ms} ms; ` +
        `${THROUGHPUT_CONNECTIONS} connections: ${many.requestsPerSecond} req/s, p95 ${many.p95Ms} ms`,
    );
  line('POST /api/searchProducts', search, searchThroughput);
  line('GET /api/getCategoryProducts', listing, listingThroughput);
  log(`  searchProducts p95 ≤ ${SEARCH_TARGET_P95_MS} ms: ${verdict(search.p95Ms <= SEARCH_TARGET_P95_MS)}`);
  log(`  listing with facets p95 ≤ ${LISTING_TARGET_P95_MS} ms: ${verdict(listing.p95Ms <= LISTING_TARGET_P95_MS)}`);
  return { index, search, listing, searchThroughput, listingThroughput };
}

/** Builds the index once in a separate process (tsx, as the API runs) and reads its JSON line. */
function measureSearchIndex(databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', tsxCli, 'src/modules/search/measure-index.ts'], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`measure-index exited with ${code}`));
      resolve(JSON.parse(output.trim().split('\n').pop()));
    });
  });
}
