// A small round-robin HTTP load balancer for the multi-instance bench: each request goes to the next upstream, over a
// keep-alive agent of its own per upstream. It runs as its own process (as a real balancer would), so it does not
// share an event loop with the load generator. Run alone: `node round-robin-proxy.mjs <port> <upstream URL>…`.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { freePort } from './free-port.mjs';

/** Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection: never forwarded, in either direction. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

function serve(port, upstreamUrls) {
  const upstreams = upstreamUrls.map((url) => ({ url: new URL(url), agent: new http.Agent({ keepAlive: true }) }));
  let next = 0;
  const server = http.createServer((request, response) => {
    const upstream = upstreams[next];
    next = (next + 1) % upstreams.length;
    const forwarded = http.request(
      {
        hostname: upstream.url.hostname,
        port: upstream.url.port,
        method: request.method,
        path: request.url,
        // The client's Host stays: the API checks it against its allowed host names, as behind a real balancer.
        headers: endToEnd(request.headers),
        agent: upstream.agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1', () => console.log(`listening ${port}`));
}

/** Starts the proxy in front of `upstreamUrls` on a free port; resolves to `{ baseUrl, stop }` once it listens. */
export async function startRoundRobinProxy(upstreamUrls) {
  const port = await freePort();
  const child = spawn(process.execPath, [import.meta.filename, String(port), ...upstreamUrls], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the proxy exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, ...upstreamUrls] = process.argv.slice(2);
  if (!port || upstreamUrls.length === 0) throw new Error('usage: round-robin-proxy.mjs <port> <upstream URL>…');
  serve(Number(port), upstreamUrls);
}
