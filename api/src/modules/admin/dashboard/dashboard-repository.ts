import { sql } from 'kysely';
import type { DbOrTransaction } from '../../../db/db-or-transaction';

/** ISO timestamps: `from` included, `until` excluded. */
export interface TimeRange {
  from: string;
  until: string;
}

/** A cancelled order earns nothing; every other state counts as sold. */
const CANCELLED = 'otkazana';

/**
 * Revenue (feninga) and order count per UTC day that had orders. Timestamps are ISO strings on both dialects, so the
 * day is the text's first ten characters: one GROUP BY that SQLite and MariaDB read alike.
 */
export async function dailySales(
  db: DbOrTransaction,
  range: TimeRange,
): Promise<{ day: string; revenueMinor: number; orders: number }[]> {
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      day.as('day'),
      eb.fn.sum<number | string>('total_minor').as('revenue_minor'),
      eb.fn.countAll<number | string>().as('orders'),
    ])
    .where('status', '!=', CANCELLED)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.until)
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((row) => ({ day: row.day, revenueMinor: Number(row.revenue_minor), orders: Number(row.orders) }));
}

/** Customer accounts (not staff) created in the range. */
export async function countNewCustomers(db: DbOrTransaction, range: TimeRange): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('role', '=', 'Korisnik')
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.until)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Orders still in status nova: the oldest first, they have waited longest. */
export async function newOrdersNeedingAttention(db: DbOrTransaction, limit: number) {
  const base = db.selectFrom('orders').where('status', '=', 'nova');
  const [items, count] = await Promise.all([
    base
      .select(['id', 'number', 'customer_name', 'total_minor', 'created_at'])
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(count.total), items };
}

/** Pro-forma requests not yet marked answered, the oldest first. */
export async function unansweredProformas(db: DbOrTransaction, limit: number) {
  const base = db.selectFrom('proforma_requests').where('answered_at', 'is', null);
  const [items, count] = await Promise.all([
    base
      .select(['id', 'company_name', 'email', 'created_at'])
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(count.total), items };
}

/** Products on sale in the shop (not hidden) with stock at or below the threshold, sold out included; emptiest first. */
export async function lowStockProducts(db: DbOrTransaction, threshold: number, limit: number) {
  const base = db.selectFrom('products').where('hidden', '=', 0).where('stock', '<=', threshold);
  const [items, count] = await Promise.all([
    base.select(['id', 'name', 'product_code', 'stock']).orderBy('stock').orderBy('id').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(count.total), items };
}
