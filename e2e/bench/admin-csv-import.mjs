// The CSV import of 50 000 products on MariaDB (POST /api/admin/import/products/check, then the background job),
// with the API process's RSS sampled while it runs: the file is streamed, so memory should stay flat. Target: the
// import ≤ 60 s; reported, never asserted. It runs on a database of its own (created afresh each time, so every row
// is a create), then imports the same file again (every row unchanged). Run alone: `node e2e/bench/admin-csv-import.mjs`.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './bench-database.mjs';
import { startBenchServer } from './bench-server.mjs';

const mysql = createRequire(path.join(root, 'api', 'package.json'))('mysql2/promise');

export const DEFAULT_CSV_BENCH_DATABASE_URL = 'mysql://root@127.0.0.1:3306/shop_bench_csv';
const ROWS = 50_000;
const TARGET_SECONDS = 60;
const SAMPLE_MS = 250;
const HEADER = [
  'kod_proizvoda',
  'naziv',
  'slug',
  'kratak_opis',
  'barkod',
  'naziv_proizvodjaca',
  'kategorija',
  'podkategorija',
  'prodajna_cijena_sa_pdv',
  'akcijska_cijena_sa_pdv',
  'naAkciji',
  'kolicina',
  'garancija',
  'label',
  'color',
  'specifikacije',
  'skriven',
];
const MANUFACTURERS = ['Lenovo', 'Dell', 'HP', 'Asus', 'Acer', 'Samsung', 'LG', 'Gigabyte'];

function serverUrl(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/';
  return { url: url.toString(), name };
}

async function query(url, statements) {
  const connection = await mysql.createConnection(url);
  try {
    const results = [];
    for (const [statement, values] of statements) results.push((await connection.query(statement, values))[0]);
    return results;
  } finally {
    await connection.end();
  }
}

/** An empty database of its own: the server's migrations create the tables. */
async function freshDatabase(databaseUrl) {
  const { url, name } = serverUrl(databaseUrl);
  await query(url, [
    [`drop database if exists \`${name}\``],
    [`create database \`${name}\` character set utf8mb4 collate utf8mb4_unicode_ci`],
  ]);
}

/** The catalogue's structure the rows name, and a staff session (as the API stores it): the Cookie header. */
async function prepareCatalogue(databaseUrl) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  await query(databaseUrl, [
    ['insert into categories (slug, name, image_url, position) values (?, ?, ?, ?)', ['računari', 'Računari', '', 1]],
    [
      'insert into subcategories (category_id, slug, name, position) values (1, ?, ?, 1), (1, ?, ?, 2)',
      ['laptopi', 'Laptopi', 'desktop-računari', 'Desktop računari'],
    ],
    ...MANUFACTURERS.map((name) => ['insert into manufacturers (name) values (?)', [name]]),
    [
      'insert into users (email, username, role, password_hash, email_verified_at) values (?, ?, ?, ?, ?)',
      ['bench-editor@bench.local', 'Bench Editor', 'Editor', 'bench: no password sign-in', now],
    ],
    [
      'insert into sessions (id, user_id, expires_at) values (?, (select id from users where email = ?), ?)',
      [
        createHash('sha256').update(token).digest('hex'),
        'bench-editor@bench.local',
        new Date(Date.now() + 3_600_000).toISOString(),
      ],
    ],
  ]);
  return `sid=${token}`;
}

/** 50 000 rows as Excel in BiH saves them: `;`, a BOM, CRLF, decimal commas, diacritics, specifications. */
function productCsv() {
  const lines = [HEADER.join(';')];
  for (let i = 0; i < ROWS; i++) {
    const manufacturer = MANUFACTURERS[i % MANUFACTURERS.length];
    const onSale = i % 5 === 0;
    lines.push(
      [
        `CSV-${String(i).padStart(6, '0')}`,
        `${manufacturer} računar ${i} – čćđšž`,
        `csv-racunar-${i}`,
        'Brz, tih i štedljiv računar za posao i školu.',
        '4006381333931',
        manufacturer,
        'računari',
        i % 2 ? 'laptopi' : 'desktop-računari',
        `${1000 + (i % 900)},90`,
        onSale ? `${900 + (i % 90)},50` : '',
        onSale ? '1' : '0',
        String(i % 40),
        '24',
        i % 7 === 0 ? 'Novo' : '',
        i % 7 === 0 ? '#2e7d32' : '',
        `"Procesor: Intel Core i${3 + (i % 3) * 2}; RAM: ${8 * (1 + (i % 4))} GB; Disk: 512 GB SSD"`,
        '0',
      ].join(';'),
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The API's node process: the one listening on the server's port (pnpm and tsx run above it). */
function listeningPid(baseUrl) {
  const { port } = new URL(baseUrl);
  const output = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(output)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}`);
  return Number(pid);
}

/** Resident memory of a process, MB (VmRSS of /proc/<pid>/status). */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024);
  } catch {
    return Number.NaN;
  }
}

async function call(baseUrl, cookie, method, urlPath, body) {
  const response = await fetch(`${baseUrl}${urlPath}`, { method, headers: { cookie, origin: baseUrl }, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** Dry run, job, polling until it ends; RSS sampled throughout. */
async function importOnce(baseUrl, cookie, pid, file) {
  const rss = [];
  const sampler = setInterval(() => rss.push(rssMb(pid)), SAMPLE_MS);
  rss.push(rssMb(pid));
  try {
    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'bench-50000.csv');
    const checked = await call(baseUrl, cookie, 'POST', '/api/admin/import/products/check', form);
    const checkSeconds = (performance.now() - started) / 1000;
    await call(baseUrl, cookie, 'POST', `/api/admin/import/jobs/${checked.id}/start`);
    let job;
    do {
      await new Promise((resolve) => setTimeout(resolve, 500));
      job = await call(baseUrl, cookie, 'GET', `/api/admin/import/jobs/${checked.id}`);
    } while (job.state === 'running');
    const totalSeconds = (performance.now() - started) / 1000;
    const samples = rss.filter((value) => !Number.isNaN(value));
    return {
      job,
      checkSeconds: Math.round(checkSeconds * 10) / 10,
      jobSeconds: Math.round((totalSeconds - checkSeconds) * 10) / 10,
      totalSeconds: Math.round(totalSeconds * 10) / 10,
      rssMinMb: Math.min(...samples),
      rssMaxMb: Math.max(...samples),
      samples: samples.length,
    };
  } finally {
    clearInterval(sampler);
  }
}

export async function measureCsvImport({ databaseUrl = DEFAULT_CSV_BENCH_DATABASE_URL, log = console.log } = {}) {
  await freshDatabase(databaseUrl);
  const server = await startBenchServer(databaseUrl);
  try {
    const cookie = await prepareCatalogue(databaseUrl);
    const pid = listeningPid(server.baseUrl);
    const file = productCsv();
    log(`\nCSV import of ${ROWS} products (${Math.round(file.length / 1024 / 1024)} MB) on MariaDB`);
    const results = [];
    for (const run of ['first (creates)', 'again (unchanged)']) {
      const result = await importOnce(server.baseUrl, cookie, pid, file);
      const { job } = result;
      log(
        `  ${run}: dry run ${result.checkSeconds} s + job ${result.jobSeconds} s = ${result.totalSeconds} s; ` +
          `created ${job.created}, updated ${job.updated}, unchanged ${job.unchanged}, failed ${job.failed} (${job.state}); ` +
          `API RSS ${result.rssMinMb}–${result.rssMaxMb} MB over ${result.samples} samples`,
      );
      results.push(result);
    }
    const first = results[0];
    log(`  import of ${ROWS} rows ≤ ${TARGET_SECONDS} s: ${first.totalSeconds <= TARGET_SECONDS ? 'ok' : 'MISSED'}`);
    return results;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await measureCsvImport({ databaseUrl: process.env.BENCH_CSV_DATABASE_URL ?? DEFAULT_CSV_BENCH_DATABASE_URL });
}
