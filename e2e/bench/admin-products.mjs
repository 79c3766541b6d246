// The admin panel's product table (GET /api/admin/products) on the 50 000-product catalogue: p95 latency of a mix of
// what staff do (default order, sorts, filters, search, a later page) with one connection. Target ≤ 50 ms; reported,
// never asserted. Run alone: `node e2e/bench/admin-products.mjs` (seeds the bench database when needed).
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { DEFAULT_BENCH_DATABASE_URL, prepareBenchCatalog } from './bench-database.mjs';
import { startBenchServer } from './bench-server.mjs';
import { benchStaffCookie } from './staff-session.mjs';

const TARGET_P95_MS = 50;

/** What the table asks for: the default view, each sort, each filter, searches by name, code and EAN, deep pages. */
const QUERIES = [
  '',
  'sort=name&direction=asc',
  'sort=price&direction=desc&categoryId=1',
  'sort=stock&direction=asc&stock=low',
  'sort=code&direction=asc&page=40',
  'onSale=yes&sort=updated&direction=desc',
  'manufacturerId=3&sort=price&direction=asc',
  'subcategoryId=5&stock=out',
  'search=lenovo',
  'search=samsung&sort=name&direction=asc',
  'search=LEN-',
  'search=400',
  'page=200&pageSize=100',
].map((query) => `/api/admin/products${query ? `?${query}` : ''}`);

export async function measureAdminProducts(baseUrl, { durationSeconds = 10, databaseUrl, log = console.log } = {}) {
  const cookie = await benchStaffCookie(databaseUrl);
  const requests = QUERIES.map((urlPath) => ({ method: 'GET', path: urlPath, headers: { cookie } }));
  await load(baseUrl, requests, 2); // warm-up: JIT, the DB pool and its buffer pool
  const result = await load(baseUrl, requests, durationSeconds);
  log(`\nAdmin product table (${durationSeconds} s, 1 connection, ${QUERIES.length} queries cycled)`);
  log(`  GET /api/admin/products  p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, ${result.requestsPerSecond} req/s`);
  log(`  admin product list p95 ≤ ${TARGET_P95_MS} ms: ${result.p95Ms <= TARGET_P95_MS ? 'ok' : 'MISSED'}`);
  return result;
}

/** autocannon over `requests` (cycled) with one connection; p95 from every response's own latency. */
function load(baseUrl, requests, durationSeconds) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      { url: baseUrl, connections: 1, duration: durationSeconds, requests },
      (error, result) => {
        if (error) return reject(error);
        if (result.errors > 0 || result.non2xx > 0) {
          return reject(new Error(`admin products: ${result.errors} errors, ${result.non2xx} non-2xx answers`));
        }
        latencies.sort((a, b) => a - b);
        const at = (share) => Math.round((latencies[Math.floor(share * (latencies.length - 1))] ?? 0) * 10) / 10;
        resolve({ requestsPerSecond: Math.round(result.requests.average), p50Ms: at(0.5), p95Ms: at(0.95) });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  await prepareBenchCatalog(databaseUrl);
  const server = await startBenchServer(databaseUrl);
  try {
    await measureAdminProducts(server.baseUrl, {
      databaseUrl,
      durationSeconds: Number(process.env.BENCH_DURATION_SECONDS ?? 10),
    });
  } finally {
    await server.stop();
  }
}
