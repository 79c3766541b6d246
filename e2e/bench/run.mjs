// `pnpm bench` (after `pnpm build`): every benchmark against one production server on the 50 000-product
// MariaDB catalogue (BENCH_DATABASE_URL). Figures are printed; targets are reported, never asserted.
import { measureCsvImport } from './admin-csv-import.mjs';
import { measureAdminProducts } from './admin-products.mjs';
import { measureApiThroughput } from './api-throughput.mjs';
import { DEFAULT_BENCH_DATABASE_URL, prepareBenchCatalog } from './bench-database.mjs';
import { startBenchServer } from './bench-server.mjs';
import { pageInitialSizes, staticInitialSizes } from './bundle-size.mjs';
import { measureCatalog } from './catalog.mjs';
import { measureCheckoutThroughput } from './checkout.mjs';
import { measureShellLighthouse } from './lighthouse.mjs';
import { measureProductPage } from './product-page.mjs';

const PRODUCT_PAGE_TARGET_KB = 170;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);

const slug = await prepareBenchCatalog(databaseUrl);
const server = await startBenchServer(databaseUrl);
try {
  await measureApiThroughput(server.baseUrl, slug, { durationSeconds });
  await measureCheckoutThroughput(server.baseUrl, databaseUrl, { durationSeconds });
  await measureCatalog(server.baseUrl, { durationSeconds, databaseUrl });
  await measureAdminProducts(server.baseUrl, { durationSeconds, databaseUrl });

  console.log('\nInitial JS per build (gzip)');
  console.table(staticInitialSizes());

  console.log('JS a page downloads in Chromium before it is idle (gzip)');
  const pages = await pageInitialSizes(server.baseUrl, [
    ['home', '/'],
    ['webshop', '/webshop'],
    ['product', `/proizvod/${encodeURIComponent(slug)}`],
  ]);
  console.table(pages);
  const product = pages.find((row) => row.page === 'product');
  const verdict = product.gzipKB <= PRODUCT_PAGE_TARGET_KB ? 'ok' : 'MISSED';
  console.log(`product page initial JS ${product.gzipKB} KB ≤ ${PRODUCT_PAGE_TARGET_KB} KB: ${verdict}`);
  await measureProductPage(server.baseUrl, slug, { durationSeconds });
  await measureShellLighthouse(server.baseUrl);
} finally {
  await server.stop();
}
// On a database and server of its own: the import's 50 000 creates must not grow the shared bench catalogue.
await measureCsvImport({ databaseUrl: process.env.BENCH_CSV_DATABASE_URL });
