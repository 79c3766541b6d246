// Issue 12's figures for the public pages: initial JS per page, bytes on the wire (issue 23), server-render
// throughput and Lighthouse (median of 5, as issue 23 asks). `pnpm bench` runs them with the rest;
// `node bench/public-pages.mjs` (after `pnpm build`) runs only these, on the bench catalogue and a server of their own.

import { DEFAULT_BENCH_DATABASE_URL, prepareBenchCatalog } from './bench-database.mjs';
import { startBenchServer } from './bench-server.mjs';
import { measureInitialJs } from './bundle-size.mjs';
import { measurePagesLighthouse } from './lighthouse.mjs';
import { measurePageBytes } from './page-bytes.mjs';
import { measureServerRender } from './ssr-throughput.mjs';

/**
 * Home, a service page (a company page from the route table, shared/src/site/routes.ts), /webshop, a category of the
 * bench catalogue and the product page of `slug`, as `[name, path]`.
 */
export function publicPages(slug) {
  return [
    ['home', '/'],
    ['service page', '/voip-telefonija'],
    ['webshop', '/webshop'],
    ['category', `/webshop/${encodeURIComponent('računari-i-komponente')}`],
    ['product', `/proizvod/${encodeURIComponent(slug)}`],
  ];
}

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
