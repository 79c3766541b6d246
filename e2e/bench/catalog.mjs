// Catalog benchmarks on the 50 000-product catalogue: search suggestions (POST /api/searchProducts, at 1 and at 4
// concurrent clients), the /pretraga results page with its facets (GET /api/getSearchResults), category listings with
// facets (GET /api/getCategoryProducts), p95 latency under autocannon; the search index's build time and memory, and
// the API process's resident memory with the index built (each instance holds one). Targets are reported, never
// asserted. (The category page's Lighthouse figures are in public-pages.mjs, with the other public pages.)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './bench-database.mjs';
import { load } from './load.mjs';

const apiDir = path.join(root, 'api');
/**
 * p95 targets are latencies, measured with one connection (one visitor at a time: no queueing behind other requests)
 * and, for search (issue 22), with 4 concurrent clients; throughput is measured with 10 connections.
 */
const LATENCY_CONNECTIONS = 1;
const CONCURRENT_SEARCH_CONNECTIONS = 4;
const THROUGHPUT_CONNECTIONS = 10;
const SEARCH_TARGET_P95_MS = 20;
const RESULTS_TARGET_P95_MS = 30;
const LISTING_TARGET_P95_MS = 30;

/**
 * What visitors type: whole words, prefixes, a typo, diacritics or none, word forms, English words, synonyms, several
 * words in any order, a specification.
 */
const SEARCH_TERMS = [
  'lenovo',
  'samsung tv',
  'thinkpad e14',
  'slusalice',
  'slušalice',
  'ruter',
  'lap',
  'logitec',
  'laptop',
  'miševi',
  'stampac',
  'laptop lenovo',
  'toner brother',
  'monitor 27',
  'keyboard',
  'veš mašine',
];

/**
 * As many shoppers type: a brand and a word, the word as it is being typed (its prefixes) and whole, 1 600 distinct
 * queries, more than the index keeps matches of (500): every one is matched afresh, the cold cost of a query.
 */
const BRANDS = ['lenovo', 'hp', 'dell', 'asus', 'acer', 'samsung', 'apple', 'xiaomi', 'lg', 'sony'];
const WORDS = ['laptop', 'monitor', 'printer', 'miš', 'tastatura', 'slušalice', 'telefon', 'tablet', 'ruter', 'toner'];
const MORE_WORDS = ['kabl', 'punjač', 'zvučnik', 'televizor', 'usisivač', 'kamera', 'sat', 'ssd', 'memorija', 'torba'];
const DISTINCT_TERMS = [
  ...BRANDS,
  'logitech',
  'canon',
  'epson',
  'brother',
  'tp-link',
  'mikrotik',
  'philips',
  'bosch',
  'jbl',
  'gorenje',
]
  .flatMap((brand) =>
    [...WORDS, ...MORE_WORDS].flatMap((word) =>
      [2, 3, 4].map((cut) => `${brand} ${word.slice(0, word.length - cut)}`).concat(`${brand} ${word}`),
    ),
  )
  .filter((term, i, all) => all.indexOf(term) === i);

/** /pretraga's first page as it opens (facets included) and with a filter and a sort chosen. */
const RESULT_QUERIES = [
  'search=laptop',
  'search=miš',
  'search=samsung',
  'search=toner%20brother',
  'search=laptop&na_stanju=1&sort=cijena_rastuce',
  'search=printer&proizvodjac=1,2,3',
].map((query) => `/api/getSearchResults?${encodeURI(query)}`);

/** Category and subcategory pages, plain and with facets chosen (filters, sort, a later page). */
const LISTING_QUERIES = [
  'kategorija=računari-i-komponente',
  'kategorija=televizori,-audio,-video&sort=cijena_rastuce',
  'kategorija=laptop-računari-i-tableti&podkategorija=laptopi&na_stanju=1',
  'kategorija=monitori-i-periferija&akcija=1&sort=naziv',
  'kategorija=kućna-tehnika&cijena_od=300&cijena_do=600&stranica=3',
  'kategorija=mrezna-oprema&sort=cijena_opadajuce&stranica=10',
].map((query) => `/api/getCategoryProducts?${encodeURI(query)}`);

export async function measureCatalog(
  baseUrl,
  { durationSeconds = 10, databaseUrl, rssMB, cpuMs, log = console.log } = {},
) {
  const index = databaseUrl ? await measureSearchIndex(databaseUrl) : undefined;

  const searchRequests = SEARCH_TERMS.map((value) => ({
    method: 'POST',
    path: '/api/searchProducts',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  }));
  const distinctRequests = DISTINCT_TERMS.map((value) => ({
    method: 'POST',
    path: '/api/searchProducts',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  }));
  const resultRequests = RESULT_QUERIES.map((urlPath) => ({ method: 'GET', path: urlPath }));
  const listingRequests = LISTING_QUERIES.map((urlPath) => ({ method: 'GET', path: urlPath }));

  // Warm-up: the first search waits for the index build; JIT and the DB pool warm up too.
  const warmUp = { durationSeconds: 2, connections: THROUGHPUT_CONNECTIONS };
  const latency = { durationSeconds, connections: LATENCY_CONNECTIONS };
  const concurrent = { durationSeconds, connections: CONCURRENT_SEARCH_CONNECTIONS };
  const throughput = { durationSeconds, connections: THROUGHPUT_CONNECTIONS };
  await load(baseUrl, searchRequests, warmUp);
  await load(baseUrl, resultRequests, warmUp);
  await load(baseUrl, listingRequests, warmUp);
  const search = await load(baseUrl, searchRequests, latency);
  const searchConcurrent = await load(baseUrl, searchRequests, concurrent);
  // The server's CPU time per search (all its processes): a figure a busy machine changes less than latency.
  const cpuBefore = cpuMs ? await cpuMs() : undefined;
  const distinctConcurrent = await load(baseUrl, distinctRequests, concurrent);
  const cpuPerDistinct =
    cpuBefore === undefined
      ? undefined
      : Math.round((((await cpuMs()) - cpuBefore) / (distinctConcurrent.requestsPerSecond * durationSeconds)) * 10) /
        10;
  const results = await load(baseUrl, resultRequests, latency);
  const resultsConcurrent = await load(baseUrl, resultRequests, concurrent);
  const listing = await load(baseUrl, listingRequests, latency);
  const searchThroughput = await load(baseUrl, searchRequests, throughput);
  const listingThroughput = await load(baseUrl, listingRequests, throughput);
  const serverRssMB = rssMB ? await rssMB() : undefined;

  const verdict = (ok) => (ok ? 'ok' : 'MISSED');
  log(`\nCatalog (${durationSeconds} s per run)`);
  if (index) {
    log(
      `  search index build: ${index.products} products, ${index.terms} terms, ${index.postings} postings in ` +
        `${index.buildMs} ms; ~${index.heapMB} MB heap (its process: ${index.rssMB} MB RSS)`,
    );
  }
  if (serverRssMB !== undefined) log(`  API process with the index built, after these runs: ${serverRssMB} MB RSS`);
  const line = (name, one, many, manyConnections = THROUGHPUT_CONNECTIONS) =>
    log(
      `  ${name.padEnd(30)} 1 connection: p50 ${one.p50Ms} ms, p95 ${one.p95Ms} ms; ` +
        `${manyConnections} connections: ${many.requestsPerSecond} req/s, p95 ${many.p95Ms} ms`,
    );
  line('POST /api/searchProducts', search, searchConcurrent, CONCURRENT_SEARCH_CONNECTIONS);
  log(
    `  ${`${DISTINCT_TERMS.length} distinct queries`.padEnd(30)} ${CONCURRENT_SEARCH_CONNECTIONS} connections: ` +
      `${distinctConcurrent.requestsPerSecond} req/s, p50 ${distinctConcurrent.p50Ms} ms, p95 ${distinctConcurrent.p95Ms} ms` +
      (cpuPerDistinct === undefined ? '' : `; server CPU ${cpuPerDistinct} ms a search`),
  );
  line('POST /api/searchProducts', search, searchThroughput);
  line('GET /api/getSearchResults', results, resultsConcurrent, CONCURRENT_SEARCH_CONNECTIONS);
  line('GET /api/getCategoryProducts', listing, listingThroughput);
  log(
    `  searchProducts p95 ≤ ${SEARCH_TARGET_P95_MS} ms at ${CONCURRENT_SEARCH_CONNECTIONS} clients: ` +
      `${verdict(searchConcurrent.p95Ms <= SEARCH_TARGET_P95_MS)} (repeated terms), ` +
      `${verdict(distinctConcurrent.p95Ms <= SEARCH_TARGET_P95_MS)} (distinct queries)`,
  );
  log(
    `  results page with facets p95 ≤ ${RESULTS_TARGET_P95_MS} ms: ${verdict(results.p95Ms <= RESULTS_TARGET_P95_MS)}`,
  );
  log(`  listing with facets p95 ≤ ${LISTING_TARGET_P95_MS} ms: ${verdict(listing.p95Ms <= LISTING_TARGET_P95_MS)}`);
  return {
    index,
    serverRssMB,
    search,
    searchConcurrent,
    distinctConcurrent,
    cpuPerDistinct,
    results,
    resultsConcurrent,
    listing,
    searchThroughput,
    listingThroughput,
  };
}

/** Builds the index once in a separate process (tsx, as the API runs) and reads its JSON line. */
function measureSearchIndex(databaseUrl) {
  return new Promise((resolve, reject) => {
    // Node itself with tsx as a loader (not tsx's CLI, which would start a second node without --expose-gc).
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'src/modules/search/measure-index.ts'], {
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

// `node e2e/bench/catalog.mjs` (after `pnpm build`): this benchmark alone, on its own server.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { DEFAULT_BENCH_DATABASE_URL, prepareBenchCatalog } = await import('./bench-database.mjs');
  const { startBenchServer } = await import('./bench-server.mjs');
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  await prepareBenchCatalog(databaseUrl);
  const server = await startBenchServer(databaseUrl);
  try {
    await measureCatalog(server.baseUrl, {
      durationSeconds: Number(process.env.BENCH_DURATION_SECONDS ?? 10),
      databaseUrl,
      rssMB: server.rssMB,
      cpuMs: server.cpuMs,
    });
  } finally {
    await server.stop();
  }
}
