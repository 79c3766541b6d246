// Checkout throughput: 20 concurrent buyers, each in a loop adding a product to a fresh cart and placing a
// cash-on-delivery order. Target (not a test), on the 50 000-product MariaDB catalogue: placeOrder p99 ≤ 100 ms.
// The products used get a large stock for the run, and their stock is restored afterwards with the bench's orders
// (and their queued emails) deleted, so the catalogue is unchanged for the next run.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './bench-database.mjs';

const mysql = createRequire(path.join(root, 'api', 'package.json'))('mysql2/promise');

const BUYERS = 20;
const PRODUCTS = 200;
const TARGET_P99_MS = 100;
const BENCH_EMAIL = 'bench-checkout@example.ba';
const BENCH_STOCK = 1_000_000;

const customer = {
  ime: 'Bench Kupac',
  email: BENCH_EMAIL,
  telefon: '061 234 567',
  adresa: 'Titova 1',
  grad: 'Sarajevo',
  posta: '71000',
};

/** Runs the buyers for `durationSeconds` against `baseUrl` (whose DB is `databaseUrl`); resolves to the figures. */
export async function measureCheckoutThroughput(
  baseUrl,
  databaseUrl,
  { durationSeconds = 10, log = console.log } = {},
) {
  const connection = await mysql.createConnection(databaseUrl);
  try {
    const [products] = await connection.query('select id, stock from products where stock > 0 order by id limit ?', [
      PRODUCTS,
    ]);
    const ids = products.map((product) => product.id);
    await connection.query('update products set stock = ? where id in (?)', [BENCH_STOCK, ids]);
    try {
      await runBuyers(baseUrl, ids, 2); // warm-up: JIT, pool
      const figures = await runBuyers(baseUrl, ids, durationSeconds);
      report(figures, log);
      return figures;
    } finally {
      for (const product of products) {
        await connection.query('update products set stock = ? where id = ?', [product.stock, product.id]);
      }
      await connection.query('delete from orders where email = ?', [BENCH_EMAIL]);
      await connection.query('delete from email_outbox where to_address = ?', [BENCH_EMAIL]);
    }
  } finally {
    await connection.end();
  }
}

async function runBuyers(baseUrl, productIds, durationSeconds) {
  const checkoutMs = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  const buyer = async (index) => {
    let round = 0;
    while (performance.now() < deadline) {
      const productId = productIds[(index * 7919 + round++) % productIds.length];
      const ok = await buyOnce(baseUrl, productId, checkoutMs);
      if (!ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: BUYERS }, (_, index) => buyer(index)));
  const elapsedSeconds = (performance.now() - started) / 1000;
  checkoutMs.sort((a, b) => a - b);
  return {
    buyers: BUYERS,
    durationSeconds,
    orders: checkoutMs.length,
    failures,
    ordersPerSecond: Math.round((checkoutMs.length / elapsedSeconds) * 10) / 10,
    p50Ms: percentile(checkoutMs, 0.5),
    p99Ms: percentile(checkoutMs, 0.99),
  };
}

/** A fresh guest: add to cart (the answer's cookie is the session), then place the order; times the order only. */
async function buyOnce(baseUrl, productId, checkoutMs) {
  const added = await fetch(`${baseUrl}/api/addToCart`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: String(productId), quantity: '1' }),
  });
  const cookie = added.headers.get('set-cookie')?.split(';')[0];
  await added.arrayBuffer();
  if (!added.ok || !cookie) return false;
  const start = performance.now();
  const placed = await fetch(`${baseUrl}/api/placeOrder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ nacin_placanja: 'pouzece', uslovi: true, kupac: customer }),
  });
  await placed.arrayBuffer();
  if (!placed.ok) return false;
  checkoutMs.push(performance.now() - start);
  return true;
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
  return Math.round(value * 10) / 10;
}

function report({ buyers, orders, failures, ordersPerSecond, p50Ms, p99Ms }, log) {
  log(`\nCheckout (${buyers} concurrent buyers, cash on delivery, a fresh cart per order)`);
  log(
    `  POST /api/placeOrder   ${ordersPerSecond} orders/s (${orders} orders, ${failures} failed), p50 ${p50Ms} ms, p99 ${p99Ms} ms`,
  );
  log(`  checkout p99 ≤ ${TARGET_P99_MS} ms: ${p99Ms !== null && p99Ms <= TARGET_P99_MS ? 'ok' : 'MISSED'}`);
}
