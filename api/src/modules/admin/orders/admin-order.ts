import type { AdminOrder, AdminOrderSummary, OrderStatus, PaymentMethod } from '@shop/shared/contracts';
import { languageOrDefault } from '@shop/shared/i18n/core';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { HttpError } from '../../../http/http-error';
import { feningaToKm } from '../../../lib/money';
import { findOrderById, listOrderLines, listOrderStatusHistory, toOrder } from '../../checkout';
import type { listAdminOrders } from './admin-order-repository';

type OrderListRow = Awaited<ReturnType<typeof listAdminOrders>>[number];

export function toAdminOrderSummary(row: OrderListRow): AdminOrderSummary {
  return {
    id: row.id,
    number: row.number ?? String(row.id),
    createdAt: row.created_at,
    status: row.status as OrderStatus,
    customerName: row.customer_name,
    email: row.email,
    paymentMethod: row.payment_method as PaymentMethod,
    total: feningaToKm(row.total_minor),
  };
}

/** The order as staff see it: what its customer sees (the same mapper), plus the checkout note and the timeline. */
export async function loadAdminOrder(db: DbOrTransaction, id: number): Promise<AdminOrder> {
  const row = await findOrderById(db, id);
  if (!row) throw new HttpError('ORDER_NOT_FOUND');
  const [lines, history] = await Promise.all([listOrderLines(db, id), listOrderStatusHistory(db, id)]);
  return {
    ...toOrder(row, lines),
    id: row.id,
    napomena: row.note,
    istorija: history.map((entry) => ({ status: entry.status as OrderStatus, datum: entry.created_at })),
    jezik: languageOrDefault(row.language),
  };
}
