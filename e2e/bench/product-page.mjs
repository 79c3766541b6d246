// The product page's own targets (issue 5), against the bench server: the server-rendered product HTML (SEO head +
// inlined product answer) under load, and Lighthouse with mobile emulation (target ≥ 95).
// Figures are printed; targets are reported, never asserted.
import autocannon from 'autocannon';
import { lighthouseScores } from './lighthouse.mjs';

const CONNECTIONS = 50;

/** Resolves to { html, lighthouse } figures for the product page of `slug`. */
export async function measureProductPage(baseUrl, slug, { durationSeconds = 10, log = console.log } = {}) {
  const pagePath = `/proizvod/${encodeURIComponent(slug)}`;
  const html = await htmlThroughput(baseUrl + pagePath, durationSeconds);
  log(`\nProduct page HTML with the SEO head (${CONNECTIONS} connections)`);
  log(`  GET ${pagePath.slice(0, 40)}…  ${html.requestsPerSecond} req/s, p99 ${html.p99Ms} ms`);

  log('Lighthouse, product page, mobile emulation (median of 3)');
  const [lighthouse] = await lighthouseScores(baseUrl, [['product', pagePath]], { runs: 3 });
  console.table([lighthouse]);
  return { html, lighthouse };
}

async function htmlThroughput(url, durationSeconds) {
  const options = { url, connections: CONNECTIONS, headers: { accept: 'text/html' } };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: durationSeconds });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}
