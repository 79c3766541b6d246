// `pnpm bench` (after `pnpm build`): every benchmark against one production server on the 50 000-product
// MariaDB catalogue (BENCH_DATABASE_URL). Figures are printed; targets are reported, never asserted.
import { measureCsvImport } from './admin-csv-import.mjs';
import { measureAdminProducts } from './admin-products.mjs';
import { measureApiThroughput } from './api-throughput.mjs';
import { DEFAULT_BENCH_DATABASE_URL, prepareBenchCatalog } from './bench-database.mjs';
import { startBenchServer } from './bench-server.mjs';
import { measureCatalog } from './catalog.mjs';
import { measureCheckoutThroughput } from './checkout.mjs';
import { measureInstances } from './instances.mjs';
import { measurePublicPages } from './public-pages.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);

const slug = await prepareBenchCatalog(databaseUrl);
const server = await startBenchServer(databaseUrl);
try {
  await measureApiThroughput(server.baseUrl, slug, { durationSeconds });
  await measureCheckoutThroughput(server.baseUrl, databaseUrl, { durationSeconds });
  await measureCatalog(server.baseUrl, { durationSeconds, databaseUrl, rssMB: server.rssMB, cpuMs: server.cpuMs });
  await measureAdminProducts(server.baseUrl, { durationSeconds, databaseUrl });
  // Issue 12: initial JS per page, server-render throughput, Lighthouse (median of 5) for the public pages.
  await measurePublicPages(server.baseUrl, databaseUrl, slug, { durationSeconds });
} finally {
  await server.stop();
}
// Issue 14: two servers of its own on the same catalogue and one Redis (BENCH_REDIS_URL), behind a round-robin proxy.
await measureInstances(databaseUrl, slug, { durationSeconds });
// On a database and server of its own: the import's 50 000 creates must not grow the shared bench catalogue.
await measureCsvImport({ databaseUrl: process.env.BENCH_CSV_DATABASE_URL });
