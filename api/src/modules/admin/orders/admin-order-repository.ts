import { ADMIN_ORDER_TABS, type AdminOrderTab, ORDER_STATUSES } from '@shop/shared/contracts';
import type { ExpressionBuilder } from 'kysely';
import { containing } from '../../../db/contains-text';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import type { Database } from '../../../db/schema';

const matchesSearch = (search: string | undefined) => (eb: ExpressionBuilder<Database, 'orders'>) =>
  search
    ? eb.or([containing('number', search), containing('customer_name', search), containing('email', search)])
    : eb.and([]);

/** One page of orders in a tab (a status, or all), newest first, by part of the number, the customer's name or email. */
export async function listAdminOrders(
  db: DbOrTransaction,
  query: { status: AdminOrderTab; search?: string; page: number },
  pageSize: number,
) {
  let filtered = db.selectFrom('orders').where(matchesSearch(query.search));
  if (query.status !== 'all') filtered = filtered.where('status', '=', query.status);
  return filtered
    .select(['id', 'number', 'created_at', 'status', 'customer_name', 'email', 'payment_method', 'total_minor'])
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((query.page - 1) * pageSize)
    .execute();
}

/** How many orders each tab holds under the search (the tabs' badges, and the open tab's page count). */
export async function countAdminOrdersByTab(
  db: DbOrTransaction,
  search: string | undefined,
): Promise<Record<AdminOrderTab, number>> {
  const rows = await db
    .selectFrom('orders')
    .where(matchesSearch(search))
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(ADMIN_ORDER_TABS.map((tab) => [tab, 0])) as Record<AdminOrderTab, number>;
  for (const row of rows) {
    if ((ORDER_STATUSES as readonly string[]).includes(row.status))
      counts[row.status as AdminOrderTab] = Number(row.count);
    counts.all += Number(row.count);
  }
  return counts;
}
