import type { DeliveryDetails, OrderStatus, PaymentMethod, R1Invoice, TotalsMinor } from '@shop/shared/contracts';
import type { Language } from '@shop/shared/i18n/core';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { lockForUpdate } from '../../db/dialect';
import { findMembership } from '../companies';
import type { Shipment } from './order-email';

export interface NewOrderLine {
  productId: number;
  productName: string;
  quantity: number;
  unitPriceMinor: number;
}

export async function findStock(db: DbOrTransaction, productId: number): Promise<number | undefined> {
  const row = await db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirst();
  return row?.stock;
}

/** 2026-000042: the year and the order's id. */
export function orderNumber(id: number, placedAt: Date): string {
  return `${placedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/** Writes the order and its lines; returns the id, number and time. */
export interface NewOrder {
  sessionId: string;
  userId: number | null;
  paymentMethod: PaymentMethod;
  customer: DeliveryDetails;
  /** The company an R1 invoice goes to; absent for a private buyer. */
  r1?: R1Invoice;
  totals: TotalsMinor;
  lines: NewOrderLine[];
  /** One checkout attempt's key (UNIQUE): a repeat of the attempt finds this order. */
  idempotencyKey?: string | null;
  /** The language the customer ordered in: every email about the order is written in it. */
  language: Language;
}

export async function insertOrder(
  trx: DbOrTransaction,
  order: NewOrder,
): Promise<{ id: number; number: string; createdAt: string }> {
  const { customer, totals, r1 } = order;
  // A company member's order is the company's (it earns no loyalty points), however it was placed (checkout, quote).
  const membership = order.userId === null ? undefined : await findMembership(trx, order.userId);
  const createdAt = new Date().toISOString();
  const { insertId } = await trx
    .insertInto('orders')
    .values({
      session_id: order.sessionId,
      user_id: order.userId,
      status: 'nova' satisfies OrderStatus,
      payment_method: order.paymentMethod,
      payment_reference: null,
      customer_name: customer.ime,
      email: customer.email,
      phone: customer.telefon,
      address: customer.adresa,
      city: customer.grad,
      postal_code: customer.posta,
      note: customer.napomena,
      r1_company_name: r1?.naziv_firme ?? null,
      r1_jib: r1?.jib ?? null,
      r1_company_address: r1?.adresa_firme ?? null,
      company_id: membership?.companyId ?? null,
      subtotal_minor: totals.subtotal,
      shipping_minor: totals.shipping,
      total_minor: totals.total,
      loyalty_discount_minor: totals.discount ?? 0,
      language: order.language,
      created_at: createdAt,
      updated_at: createdAt,
      idempotency_key: order.idempotencyKey ?? null,
    })
    .executeTakeFirstOrThrow();
  const id = Number(insertId);
  const number = orderNumber(id, new Date(createdAt));
  await trx.updateTable('orders').set({ number }).where('id', '=', id).execute();
  await recordOrderStatus(trx, id, 'nova', createdAt);
  await trx
    .insertInto('order_lines')
    .values(
      order.lines.map((line) => ({
        order_id: id,
        product_id: line.productId,
        product_name: line.productName,
        quantity: line.quantity,
        unit_price_minor: line.unitPriceMinor,
      })),
    )
    .execute();
  return { id, number, createdAt };
}

export async function setPaymentReference(trx: DbOrTransaction, orderId: number, reference: string): Promise<void> {
  await trx.updateTable('orders').set({ payment_reference: reference }).where('id', '=', orderId).execute();
}

export function findOrderByNumber(db: DbOrTransaction, number: string) {
  return db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirst();
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderByNumber>>>;

export function findOrderById(db: DbOrTransaction, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order a checkout attempt placed, if it did (its key is UNIQUE). */
export function findOrderByIdempotencyKey(db: DbOrTransaction, key: string) {
  return db
    .selectFrom('orders')
    .select(['number', 'session_id', 'user_id'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Only the session that placed an order, or its signed-in user, may see it. */
export function isPlacedBy(
  order: { session_id: string | null; user_id: number | null },
  session: { id: string; user_id: number | null },
): boolean {
  return order.session_id === session.id || (order.user_id !== null && order.user_id === session.user_id);
}

export function listOrderLines(db: DbOrTransaction, orderId: number) {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}
export type OrderLineRow = Awaited<ReturnType<typeof listOrderLines>>[number];

/** The order's status, locked until the transaction ends (MySQL). */
export async function lockOrderStatus(trx: DbOrTransaction, orderId: number): Promise<OrderStatus | undefined> {
  const row = await lockForUpdate(
    trx,
    trx.selectFrom('orders').select('status').where('id', '=', orderId),
  ).executeTakeFirst();
  return row?.status as OrderStatus | undefined;
}

/** Sets the order's status and adds it to the order's timeline (order_status_history), at the same moment. */
export async function setOrderStatus(trx: DbOrTransaction, orderId: number, status: OrderStatus): Promise<void> {
  const now = new Date().toISOString();
  await trx.updateTable('orders').set({ status, updated_at: now }).where('id', '=', orderId).execute();
  await recordOrderStatus(trx, orderId, status, now);
}

/** A shipped order's courier, tracking number and tracking page. */
export async function setOrderShipment(trx: DbOrTransaction, orderId: number, shipment: Shipment): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ courier: shipment.courier, tracking_number: shipment.trackingNumber, tracking_url: shipment.trackingUrl })
    .where('id', '=', orderId)
    .execute();
}

async function recordOrderStatus(trx: DbOrTransaction, orderId: number, status: OrderStatus, at: string) {
  await trx.insertInto('order_status_history').values({ order_id: orderId, status, created_at: at }).execute();
}

/** The order's timeline, oldest first. */
export function listOrderStatusHistory(db: DbOrTransaction, orderId: number) {
  return db
    .selectFrom('order_status_history')
    .select(['status', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** The delivery details of a user's most recent order. */
export function findLastDeliveryDetails(db: DbOrTransaction, userId: number) {
  return db
    .selectFrom('orders')
    .select(['customer_name', 'email', 'phone', 'address', 'city', 'postal_code'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
