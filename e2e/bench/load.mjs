// One autocannon run with latency percentiles taken from every response (autocannon's own summary has p90 and p97.5
// but no p95). A run with errors or non-2xx answers throws: its figures would measure the failures.
import autocannon from 'autocannon';

/**
 * Loads `baseUrl` with `requests` (autocannon request objects, cycled) on `connections` for `durationSeconds`.
 * Resolves to `{ requestsPerSecond, p50Ms, p95Ms, p99Ms }`.
 */
export function load(baseUrl, requests, { durationSeconds, connections }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ url: baseUrl, connections, duration: durationSeconds, requests }, (error, result) => {
      if (error) return reject(error);
      if (result.errors > 0 || result.non2xx > 0) {
        return reject(new Error(`${requests[0].path}: ${result.errors} errors, ${result.non2xx} non-2xx answers`));
      }
      latencies.sort((a, b) => a - b);
      const at = (share) => Math.round((latencies[Math.floor(share * (latencies.length - 1))] ?? 0) * 10) / 10;
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: at(0.5),
        p95Ms: at(0.95),
        p99Ms: at(0.99),
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}
