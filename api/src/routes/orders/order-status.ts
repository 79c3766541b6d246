import { canChangeOrderStatus, type OrderStatus } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { listOrderLines, lockOrderStatus, setOrderStatus } from '../../repositories/orders';
import { changeStock } from '../../stock/change-stock';
import { applyLoyaltyForStatus } from '../loyalty/order-status';

/**
 * Moves an order along nova → potvrđena → poslana → isporučena, or cancels it (otkazana) before delivery; cancelling
 * returns the ordered quantities to stock in the same transaction (`changeStock`, which also emails whoever asked to
 * be told the product is back; `siteUrl`, config.site.url, for the link in that email), and the customer's loyalty
 * points follow (earned on delivery, reservation returned on cancellation). For the staff screens (admin issue).
 * Returns the products whose stock changed: pass each to `app.productResponses.invalidateTag`.
 */
export async function changeOrderStatus(
  db: Kysely<Database>,
  orderId: number,
  to: OrderStatus,
  siteUrl?: string,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const from = await lockOrderStatus(trx, orderId);
    if (!from) throw new HttpError('ORDER_NOT_FOUND');
    if (!canChangeOrderStatus(from, to)) {
      throw new HttpError('ORDER_STATUS_REFUSED', { from, to });
    }
    // Points first: it may lock the customer's points, and checkouts lock those before any stock (no lock cycle).
    await applyLoyaltyForStatus(trx, orderId, to);
    const restocked: number[] = [];
    if (to === 'otkazana') {
      for (const line of await listOrderLines(trx, orderId)) {
        await changeStock(trx, line.product_id, line.quantity, siteUrl);
        restocked.push(line.product_id);
      }
    }
    await setOrderStatus(trx, orderId, to);
    return restocked;
  });
}
