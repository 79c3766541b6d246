// Issue 23: what each public page's HTML and the product and listing JSON weigh on the wire, uncompressed and as
// the server sends them to a browser (brotli; gzip for clients without it). Targets (reported, never asserted): a
// page's HTML as brotli at most a quarter of its size uncompressed.
import http from 'node:http';
import { atMost, kb, noTarget, printFigure } from './figures.mjs';

const ENCODINGS = ['identity', 'gzip', 'br'];
const MAX_SHARE = 0.25;

/** Bytes on the wire for `url` asked with `accept-encoding: encoding` (node:http: fetch would decompress them). */
function wireBytes(url, accept, encoding) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept, 'accept-encoding': encoding } }, (response) => {
      const sent = response.headers['content-encoding'] ?? 'identity';
      if (response.statusCode !== 200 || sent !== encoding) {
        response.resume();
        return reject(new Error(`${url} (${encoding}): answered ${response.statusCode} in ${sent}`));
      }
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
    });
    request.on('error', reject);
  });
}

const kilobytes = (bytes) => Math.round(bytes / 102.4) / 10;

/** `pages` as `[name, path]`; `json` the same for API answers. */
export async function measurePageBytes(baseUrl, pages, json, log = console.log) {
  log('\nBytes on the wire (issue 23): uncompressed, gzip, brotli');
  const rows = [
    ...pages.map(([name, path]) => [`${name} HTML`, path, 'text/html']),
    ...json.map(([name, path]) => [`${name} JSON`, path, 'application/json']),
  ];
  for (const [name, path, accept] of rows) {
    const [identity, gzip, br] = await Promise.all(
      ENCODINGS.map((encoding) => wireBytes(baseUrl + path, accept, encoding)),
    );
    printFigure(`${name}, uncompressed`, kilobytes(identity), noTarget(kb), log);
    printFigure(`${name}, gzip`, kilobytes(gzip), noTarget(kb), log);
    printFigure(`${name}, brotli`, kilobytes(br), atMost(kilobytes(identity * MAX_SHARE), kb), log);
  }
}
