// API throughput: the product route against a bare Fastify JSON route (/api/health/live, no DB), 50 connections.
// Targets (not tests), on the 50 000-product MariaDB catalogue: product p99 ≤ 25 ms and ≥ 0.5× the bare req/s.
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const TARGET_P99_MS = 25;
const TARGET_RATIO = 0.5;

/** Warms both routes up, then measures each for `durationSeconds`. Resolves to the figures. */
export async function measureApiThroughput(baseUrl, slug, { durationSeconds = 10, log = console.log } = {}) {
  const productPath = `/api/proizvod/${encodeURIComponent(slug)}`;
  const productCheck = await fetch(baseUrl + productPath).then((response) => response.json());
  if (productCheck.status !== 200) throw new Error(`${productPath} did not answer a product`);

  // Warm up both (JIT, pool, product cache) before measuring.
  await load(baseUrl, '/api/health/live', 2);
  await load(baseUrl, productPath, 2);
  const bare = await load(baseUrl, '/api/health/live', durationSeconds);
  const product = await load(baseUrl, productPath, durationSeconds);
  const ratio = Math.round((product.requestsPerSecond / bare.requestsPerSecond) * 100) / 100;
  const figures = { connections: CONNECTIONS, durationSeconds, slug, bare, product, ratio };
  report(figures, log);
  return figures;
}

async function load(baseUrl, urlPath, durationSeconds) {
  const result = await autocannon({ url: baseUrl + urlPath, connections: CONNECTIONS, duration: durationSeconds });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${urlPath}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    averageMs: result.latency.average,
  };
}

function report({ bare, product, ratio, slug }, log) {
  const verdict = (ok) => (ok ? 'ok' : 'MISSED');
  log(`\nAPI throughput (${CONNECTIONS} connections), product: ${slug}`);
  log(`  GET /api/health/live   ${bare.requestsPerSecond} req/s, p99 ${bare.p99Ms} ms`);
  log(`  GET /api/proizvod/…    ${product.requestsPerSecond} req/s, p99 ${product.p99Ms} ms`);
  log(`  product p99 ≤ ${TARGET_P99_MS} ms: ${verdict(product.p99Ms <= TARGET_P99_MS)}`);
  log(`  product/bare = ${ratio} (target ≥ ${TARGET_RATIO}): ${verdict(ratio >= TARGET_RATIO)}`);
}
