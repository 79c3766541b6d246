// Issue 23's peer, side by side in one run: the micro-frontend reference shop (the Tractor Store blueprint,
// github.com/neuland/tractor-store-blueprint, server-rendered HTML with ~3 KB of JS). Its code is never part of this
// repository: fetch it yourself, then `npm install && npm run build` in it and point TRACTOR_STORE_DIR at it.
// `node bench/peer-tractor-store.mjs` (after `pnpm build`) runs only this comparison; `node bench/public-pages.mjs`
// runs it after our own figures when TRACTOR_STORE_DIR is set.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_BENCH_DATABASE_URL, prepareBenchCatalog } from './bench-database.mjs';
import { startBenchServer } from './bench-server.mjs';
import { freePort } from './free-port.mjs';
import { medians, scorePage, startChromium } from './lighthouse.mjs';
import { publicPages } from './public-page-paths.mjs';

/** The pages the issue compares, ours (`[name, path]` from public-pages.mjs) beside the blueprint's. */
const PEER_PATHS = { home: '/', category: '/products/classic', product: '/product/CL-01' };

/** The blueprint's Hono app on a free port (its own server file listens on 3000 only), serving its built assets. */
async function startTractorStore(directory) {
  if (!existsSync(path.join(directory, 'public/explore/static/scripts.js'))) {
    throw new Error(`${directory}: run \`npm install && npm run build\` there first`);
  }
  const port = await freePort();
  const program = `
    import createServer from './src/server.js';
    import { serve } from '@hono/node-server';
    import { serveStatic } from '@hono/node-server/serve-static';
    const app = createServer();
    const setHeaders = (res) => res.setHeader('Cache-Control', 'public, max-age=86400');
    for (const prefix of ['/cdn/*', '/explore/static/*', '/decide/static/*', '/checkout/static/*'])
      app.use(prefix, serveStatic({ root: './public/', setHeaders }));
    serve({ fetch: app.fetch, port: ${port}, hostname: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], {
    cwd: directory,
    env: { ...process.env, NODE_ENV: 'production', USE_LOCAL_IMAGES: 'true' },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (
    !(await fetch(baseUrl).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the Tractor Store did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, stop: () => child.kill('SIGTERM') };
}

/**
 * Lighthouse mobile on our home, category and product pages and the blueprint's, alternating run by run (ours, then
 * the peer's, for each page) so both see the same machine load; each figure the median of `runs`.
 */
export async function measureAgainstTractorStore(ourBaseUrl, ourPages, { runs = 5, log = console.log } = {}) {
  const directory = process.env.TRACTOR_STORE_DIR;
  if (!directory) {
    log('\nTractor Store peer skipped: set TRACTOR_STORE_DIR to a built checkout of neuland/tractor-store-blueprint');
    return;
  }
  const peer = await startTractorStore(path.resolve(directory));
  const browser = await startChromium();
  try {
    const rows = [];
    for (const [name, ourPath] of ourPages.filter(([name]) => name in PEER_PATHS)) {
      const results = { ours: [], peer: [] };
      for (let run = 0; run < runs; run++) {
        for (const [site, url] of [
          ['ours', `${ourBaseUrl}${ourPath}`],
          ['peer', `${peer.baseUrl}${PEER_PATHS[name]}`],
        ]) {
          const result = await scorePage(url, browser.port);
          if (result.error) log(`  ${name} (${site}): Lighthouse run ${run + 1} failed: ${result.error}`);
          else results[site].push(result);
        }
      }
      const ours = medians(results.ours);
      const blueprint = medians(results.peer);
      rows.push({
        page: name,
        ours: `${ours.performance} (TBT ${ours.tbtMs} ms, LCP ${ours.lcpMs} ms)`,
        blueprint: `${blueprint.performance} (TBT ${blueprint.tbtMs} ms, LCP ${blueprint.lcpMs} ms)`,
        'ours ≥ blueprint': ours.performance >= blueprint.performance ? 'met' : 'NOT met',
      });
    }
    log(`\nSide by side with the Tractor Store blueprint: Lighthouse 12 mobile, median of ${runs}, alternating`);
    console.table(rows);
    return rows;
  } finally {
    await browser.stop();
    peer.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  const slug = await prepareBenchCatalog(databaseUrl);
  const server = await startBenchServer(databaseUrl);
  try {
    await measureAgainstTractorStore(server.baseUrl, publicPages(slug), {
      runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
    });
  } finally {
    await server.stop();
  }
}
