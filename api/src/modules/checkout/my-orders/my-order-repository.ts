import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { type RecordViewer, visibleTo } from '../../companies';

/** How many orders the viewer sees (for the list's page count). */
export async function countVisibleOrders(db: DbOrTransaction, viewer: RecordViewer): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(visibleTo('orders', viewer))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * One page of the orders the viewer sees (their own; a company administrator's company's too), newest first, each with
 * who placed it, its unit count and the image of its first line's product (null once that product is gone). Ordered
 * by id, which grows with time and breaks no ties.
 */
export async function listVisibleOrders(
  db: DbOrTransaction,
  viewer: RecordViewer,
  page: { limit: number; offset: number },
) {
  const orders = await db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.number',
      'orders.status',
      'orders.total_minor',
      'orders.created_at',
      'orders.user_id',
      'users.username as orderedBy',
    ])
    .where(visibleTo('orders', viewer))
    .orderBy('orders.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom('order_lines')
    .leftJoin('products', 'products.id', 'order_lines.product_id')
    .select(['order_lines.order_id', 'order_lines.quantity', 'products.image_url'])
    .where(
      'order_lines.order_id',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('order_lines.id')
    .execute();
  return orders.map((order) => {
    const own = lines.filter((line) => line.order_id === order.id);
    return {
      ...order,
      itemCount: own.reduce((sum, line) => sum + line.quantity, 0),
      imageUrl: own[0]?.image_url ?? null,
    };
  });
}

/**
 * The order with this id if the viewer sees it (with who placed it); undefined when there is none or it is not theirs
 * to see (the caller answers 404 for both).
 */
export function findVisibleOrder(db: DbOrTransaction, viewer: RecordViewer, orderId: number) {
  return db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select('users.username as orderedBy')
    .where('orders.id', '=', orderId)
    .where(visibleTo('orders', viewer))
    .executeTakeFirst();
}

/** The order's lines with their products' current slug and image (null once the product is gone). */
export function listOrderLinesWithProducts(db: DbOrTransaction, orderId: number) {
  return db
    .selectFrom('order_lines')
    .leftJoin('products', 'products.id', 'order_lines.product_id')
    .selectAll('order_lines')
    .select(['products.slug', 'products.image_url'])
    .where('order_lines.order_id', '=', orderId)
    .orderBy('order_lines.id')
    .execute();
}
export type OrderLineWithProduct = Awaited<ReturnType<typeof listOrderLinesWithProducts>>[number];

/** Every order of the user, newest first (for "download my data"). */
export function listAllUserOrders(db: DbOrTransaction, userId: number) {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

/** Personal data written over in the user's orders when the account is deleted (kept for accounting). */
export const ANONYMISED_CUSTOMER = {
  customer_name: 'Obrisan korisnik',
  email: 'obrisan@korisnik.invalid',
  phone: '',
  address: '',
  note: '',
} as const;

/**
 * Replaces the customer's name, email, phone, street address and note in every order of the user; the city, postal
 * code, lines, sums and payment reference stay for accounting.
 */
export async function anonymiseUserOrders(trx: DbOrTransaction, userId: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ ...ANONYMISED_CUSTOMER, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .execute();
}
