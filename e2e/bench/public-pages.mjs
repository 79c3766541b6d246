// Issue 12's figures for the public pages: initial JS per page, bytes on the wire (issue 23), server-render
// throughput and Lighthouse (median of 5, as issue 23 asks). `pnpm bench` runs them with the rest;
// `node bench/public-pages.mjs` (after `pnpm build`) runs only these, on the bench catalogue and a server of their own.

import { DEFAULT_BENCH_DATABASE_URL, prepareBenchCatalog } from './bench-database.mjs';
import { startBenchServer } from './bench-server.mjs';
import { measureInitialJs } from './bundle-size.mjs';
import { measurePagesLighthouse } from './lighthouse.mjs';
import { measurePageBytes } from './page-bytes.mjs';
import { measureAgainstTractorStore } from './peer-tractor-store.mjs';
import { publicPages } from './public-page-paths.mjs';
import { measureServerRender } from './ssr-throughput.mjs';

/** All three against `baseUrl` (default settings); the uncached render gets a server of its own. */
export async function measurePublicPages(
  baseUrl,
  databaseUrl,
  slug,
  { durationSeconds = 10, lighthouseRuns = 5 } = {},
) {
  const pages = publicPages(slug);
  await measureInitialJs(baseUrl, pages);
  await measurePageBytes(baseUrl, pages, [
    ['product', `/api/proizvod/${encodeURIComponent(slug)}`],
    ['category listing', `/api/getCategoryProducts?kategorija=${encodeURIComponent('računari-i-komponente')}`],
  ]);
  await measureServerRender(baseUrl, databaseUrl, slug, { durationSeconds });
  await measurePagesLighthouse(baseUrl, pages, { runs: lighthouseRuns });
  // Issue 23: the reference shop in the same run, when a built checkout of it is given (TRACTOR_STORE_DIR).
  await measureAgainstTractorStore(baseUrl, pages, { runs: lighthouseRuns });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  const slug = await prepareBenchCatalog(databaseUrl);
  const server = await startBenchServer(databaseUrl);
  try {
    await measurePublicPages(server.baseUrl, databaseUrl, slug, {
      durationSeconds: Number(process.env.BENCH_DURATION_SECONDS ?? 10),
    });
  } finally {
    await server.stop();
  }
}
