import { canChangeOrderStatus, type OrderStatus } from '@shop/shared/contracts';
import { languageOrDefault } from '@shop/shared/i18n/core';
import { company, sitePaths } from '@shop/shared/site';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { enqueueEmail } from '../../outbox/enqueue';
import type { CatalogWriter } from '../../plugins/app/catalog-changes';
import { applyLoyaltyForStatus } from '../loyalty';
import { changeStock } from '../stock';
import { ANONYMISED_CUSTOMER } from './my-orders/my-order-repository';
import { orderStatusEmail, type Shipment } from './order-email';
import { findOrderById, listOrderLines, lockOrderStatus, setOrderShipment, setOrderStatus } from './order-repository';

export interface OrderStatusChange {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  /** The products whose stock came back (a cancellation); the shop's caches followed before the change resolved. */
  restocked: number[];
}

export interface OrderStatusOptions {
  /** config.site.url: a cancellation's back-in-stock emails link to the product; the customer's email links home. */
  siteUrl?: string;
  /** "poslana": the courier and tracking number, stored with the order and put in the customer's email. */
  shipment?: Shipment;
  /** More writes in the same transaction (the admin route's audit entry): the change and they land together. */
  alsoInTransaction?: (trx: Transaction<Database>, change: OrderStatusChange) => Promise<void>;
}

/**
 * Moves an order along nova → potvrđena → poslana → isporučena, or cancels it (otkazana) before delivery, in one
 * transaction: the timeline (order_status_history) records the step, cancelling returns the ordered quantities to
 * stock (`changeStock`, which also emails whoever asked to be told the product is back), the customer's loyalty points
 * follow (earned on delivery, reservation returned on cancellation), and the customer is emailed about the new status
 * through the outbox. The one way to change a status: the admin panel and the `order:status` CLI both call it, with
 * their `CatalogWriter` (the app's `writeCatalog`), so returned stock reaches every instance's product pages.
 */
export async function changeOrderStatus(
  writeCatalog: CatalogWriter,
  orderId: number,
  to: OrderStatus,
  options: OrderStatusOptions = {},
): Promise<OrderStatusChange> {
  return writeCatalog(async (trx, changes) => {
    const from = await lockOrderStatus(trx, orderId);
    if (!from) throw new HttpError('ORDER_NOT_FOUND');
    if (!canChangeOrderStatus(from, to) || to === 'nova') {
      throw new HttpError('ORDER_STATUS_REFUSED', { from, to });
    }
    // Points first: it may lock the customer's points, and checkouts lock those before any stock (no lock cycle).
    await applyLoyaltyForStatus(trx, orderId, to);
    const restocked: number[] = [];
    if (to === 'otkazana') {
      for (const line of await listOrderLines(trx, orderId)) {
        await changeStock(trx, changes, line.product_id, line.quantity, options.siteUrl);
        restocked.push(line.product_id);
      }
    }
    await setOrderStatus(trx, orderId, to);
    if (to === 'poslana' && options.shipment) await setOrderShipment(trx, orderId, options.shipment);
    const order = await findOrderById(trx, orderId);
    // A deleted account's orders keep no address to write to.
    if (order && order.email !== ANONYMISED_CUSTOMER.email) {
      const origin = options.siteUrl ?? company.url;
      const mail = {
        number: order.number ?? String(order.id),
        to: order.email,
        name: order.customer_name,
        language: languageOrDefault(order.language),
        origin,
        paymentMethod: order.payment_method,
        totalMinor: order.total_minor,
        shipment:
          order.courier && order.tracking_number
            ? { courier: order.courier, trackingNumber: order.tracking_number, trackingUrl: order.tracking_url }
            : null,
        // A guest was offered the one-click account with the confirmation; an account holder sees the order there.
        ...(order.user_id !== null && {
          accountLink: {
            kind: 'view' as const,
            url: origin + sitePaths(languageOrDefault(order.language)).accountOrder(order.id),
          },
        }),
      };
      await enqueueEmail(trx, orderStatusEmail(mail, to));
    }
    const change = { orderId, from, to, restocked };
    await options.alsoInTransaction?.(trx, change);
    return change;
  });
}
