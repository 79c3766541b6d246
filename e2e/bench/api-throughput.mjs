// API throughput: the product route against a bare Fastify JSON route (/api/health, no DB), on a 50 000-product
// MySQL/MariaDB catalogue, 50 connections. Targets (not tests): product p99 ≤ 25 ms and ≥ 0.5× the bare route's req/s.
//
//   node bench/api-throughput.mjs          (from e2e/; BENCH_DATABASE_URL, BENCH_DURATION_SECONDS optional)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '../..');
// The DB driver comes from the API's dependencies: the bench needs it only to prepare and inspect the database.
const mysql = createRequire(path.join(root, 'api', 'package.json'))('mysql2/promise');

const DEFAULT_DATABASE_URL = 'mysql://root@127.0.0.1:3306/shop_bench';
const PRODUCTS = 50_000;
const CONNECTIONS = 50;
const TARGET_P99_MS = 25;
const TARGET_RATIO = 0.5;

/**
 * Prepares the catalogue (seeding only when it has fewer than 50 000 products), starts the API on a free port, runs
 * autocannon against both routes and stops the API. Resolves to the figures.
 */
export async function runApiThroughputBench({
  databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
  durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10),
  log = console.log,
} = {}) {
  if (!databaseUrl.startsWith('mysql://')) throw new Error('BENCH_DATABASE_URL must be a mysql:// URL');
  await createDatabaseIfMissing(databaseUrl);
  const existing = await countProducts(databaseUrl);
  if (existing < PRODUCTS) {
    log(`Seeding ${PRODUCTS} products (the database has ${existing}); this takes a while…`);
    await run(
      'pnpm',
      ['--filter', 'api', 'db:seed', '--products', String(PRODUCTS), ...(existing > 0 ? ['--reset'] : [])],
      {
        DATABASE_URL: databaseUrl,
      },
    );
  }
  const slug = await pickProductSlug(databaseUrl);

  const port = await freePort();
  const server = startApi(port, databaseUrl);
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, server);
    const productPath = `/api/proizvod/${encodeURIComponent(slug)}`;
    const productCheck = await fetch(baseUrl + productPath).then((response) => response.json());
    if (productCheck.status !== 200)
      throw new Error(`${productPath} did not answer a product: ${JSON.stringify(productCheck)}`);

    // Warm up both (JIT, pool, product cache) before measuring.
    await load(baseUrl, '/api/health', 2);
    await load(baseUrl, productPath, 2);
    const bare = await load(baseUrl, '/api/health', durationSeconds);
    const product = await load(baseUrl, productPath, durationSeconds);
    const figures = {
      connections: CONNECTIONS,
      durationSeconds,
      slug,
      bare,
      product,
      ratio: round(product.requestsPerSecond / bare.requestsPerSecond, 2),
    };
    report(figures, log);
    return figures;
  } finally {
    await server.stop();
  }
}

async function load(baseUrl, urlPath, durationSeconds) {
  const result = await autocannon({ url: baseUrl + urlPath, connections: CONNECTIONS, duration: durationSeconds });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${urlPath}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    averageMs: result.latency.average,
  };
}

function report({ bare, product, ratio, slug }, log) {
  const verdict = (ok) => (ok ? 'ok' : 'MISSED');
  log(`\nAPI throughput (${CONNECTIONS} connections), product: ${slug}`);
  log(`  GET /api/health        ${bare.requestsPerSecond} req/s, p99 ${bare.p99Ms} ms`);
  log(`  GET /api/proizvod/…    ${product.requestsPerSecond} req/s, p99 ${product.p99Ms} ms`);
  log(`  product p99 ≤ ${TARGET_P99_MS} ms: ${verdict(product.p99Ms <= TARGET_P99_MS)}`);
  log(`  product/bare = ${ratio} (target ≥ ${TARGET_RATIO}): ${verdict(ratio >= TARGET_RATIO)}`);
}

const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The URL without its database, for statements that run before the database exists. */
function serverUrl(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/';
  return { url: url.toString(), name };
}

async function withConnection(url, work) {
  const connection = await mysql.createConnection(url);
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

async function createDatabaseIfMissing(databaseUrl) {
  const { url, name } = serverUrl(databaseUrl);
  await withConnection(url, (connection) =>
    connection.query(`create database if not exists \`${name}\` character set utf8mb4 collate utf8mb4_unicode_ci`),
  );
}

async function countProducts(databaseUrl) {
  return withConnection(databaseUrl, async (connection) => {
    const [tables] = await connection.query("show tables like 'products'");
    if (tables.length === 0) return 0;
    const [[row]] = await connection.query('select count(*) as total from products');
    return Number(row.total);
  });
}

/** A product from the middle of the catalogue (its slug may carry diacritics, as real ones do). */
async function pickProductSlug(databaseUrl) {
  return withConnection(databaseUrl, async (connection) => {
    const [[row]] = await connection.query('select slug from products order by id limit 1 offset ?', [
      Math.floor(PRODUCTS / 2),
    ]);
    return row.slug;
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** `pnpm --filter api start` in its own process group, so stopping it also stops tsx and node under pnpm. */
function startApi(port, databaseUrl) {
  const output = [];
  const child = spawn('pnpm', ['--filter', 'api', 'start'], {
    cwd: root,
    detached: true,
    // production: no demo seed on start; warn: request logs would measure the pipe, not the API.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    output,
    async stop() {
      if (child.exitCode !== null) return;
      const killer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
      process.kill(-child.pid, 'SIGTERM');
      await exited;
      clearTimeout(killer);
    },
  };
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the API exited:\n${server.output.join('')}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer within 60 s:\n${server.output.join('')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runApiThroughputBench().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
