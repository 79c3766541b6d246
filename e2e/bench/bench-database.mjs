// The benchmark catalogue: a MySQL/MariaDB database with 50 000 products, seeded once and reused.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
// The DB driver comes from the API's dependencies: the bench needs it only to prepare and inspect the database.
const mysql = createRequire(path.join(root, 'api', 'package.json'))('mysql2/promise');

export const BENCH_PRODUCTS = 50_000;
export const DEFAULT_BENCH_DATABASE_URL = 'mysql://root@127.0.0.1:3306/shop_bench';

/** Creates and seeds the database when it has fewer than 50 000 products; resolves to a mid-catalogue slug. */
export async function prepareBenchCatalog(databaseUrl, log = console.log) {
  if (!databaseUrl.startsWith('mysql://')) throw new Error('BENCH_DATABASE_URL must be a mysql:// URL');
  await createDatabaseIfMissing(databaseUrl);
  const existing = await countProducts(databaseUrl);
  if (existing < BENCH_PRODUCTS) {
    log(`Seeding ${BENCH_PRODUCTS} products (the database has ${existing}); this takes a while…`);
    const args = ['--filter', 'api', 'db:seed', '--products', String(BENCH_PRODUCTS)];
    await run('pnpm', existing > 0 ? [...args, '--reset'] : args, { DATABASE_URL: databaseUrl });
  }
  return pickProductSlug(databaseUrl);
}

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
      Math.floor(BENCH_PRODUCTS / 2),
    ]);
    return row.slug;
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
