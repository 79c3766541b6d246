// `node bench/product.mjs` (after building the shell and mf-product): the product issue's figures alone, on the
// 50 000-product MariaDB catalogue (BENCH_DATABASE_URL): API throughput, product page initial JS, HTML and Lighthouse.
import { measureApiThroughput } from './api-throughput.mjs';
import { DEFAULT_BENCH_DATABASE_URL, prepareBenchCatalog } from './bench-database.mjs';
import { startBenchServer } from './bench-server.mjs';
import { pageInitialSizes } from './bundle-size.mjs';
import { measureProductPage } from './product-page.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);

const slug = await prepareBenchCatalog(databaseUrl);
const server = await startBenchServer(databaseUrl);
try {
  await measureApiThroughput(server.baseUrl, slug, { durationSeconds });
  console.log('\nJS the product page downloads in Chromium before it is idle (gzip)');
  console.table(await pageInitialSizes(server.baseUrl, [['product', `/proizvod/${encodeURIComponent(slug)}`]]));
  await measureProductPage(server.baseUrl, slug, { durationSeconds });
} finally {
  await server.stop();
}
