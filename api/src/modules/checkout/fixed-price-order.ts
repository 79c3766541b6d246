import { type DeliveryDetails, type R1Invoice, totalsMinor, vatIncludedMinor } from '@shop/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { CatalogChanges } from '../../plugins/app/catalog-changes';
import type { EmailContext } from '../accounts';
import { changeStock } from '../stock';
import { findStock, insertOrder, type NewOrderLine, setPaymentReference } from './order-repository';
import { bankTransferReference } from './payment-reference';
import { queueOrderConfirmation } from './place-order';

/** A line's stock was short when the order was placed: nothing was written (the caller's transaction rolls back). */
export class StockShort extends Error {
  constructor(
    readonly line: NewOrderLine,
    readonly left: number,
  ) {
    super('stock short');
  }
}

/**
 * An order at prices agreed beforehand (an accepted quote, issue 27), not the cart's: paid by bank transfer, with its
 * own delivery cost. Stock is taken as checkout takes it (a conditional UPDATE per line, in id order, so concurrent
 * orders never oversell); a short line throws StockShort. The confirmation email goes as for any order.
 */
export async function placeFixedPriceOrder(
  trx: Transaction<Database>,
  changes: CatalogChanges,
  order: {
    sessionId: string;
    userId: number | null;
    customer: DeliveryDetails;
    r1?: R1Invoice;
    lines: NewOrderLine[];
    deliveryMinor: number;
    emailContext: EmailContext;
  },
): Promise<{ id: number; number: string }> {
  const { lines, deliveryMinor, emailContext } = order;
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    if (!(await changeStock(trx, changes, line.productId, -line.quantity))) {
      throw new StockShort(line, Math.max((await findStock(trx, line.productId)) ?? 0, 0));
    }
  }
  const { subtotal } = totalsMinor(lines, false);
  const total = subtotal + deliveryMinor;
  const totals = { subtotal, shipping: deliveryMinor, vat: vatIncludedMinor(total), total };
  const placed = await insertOrder(trx, {
    sessionId: order.sessionId,
    userId: order.userId,
    paymentMethod: 'uplatnica',
    customer: order.customer,
    r1: order.r1,
    totals,
    lines,
    language: emailContext.language,
  });
  const paymentReference = bankTransferReference(placed.id);
  await setPaymentReference(trx, placed.id, paymentReference);
  await queueOrderConfirmation(trx, {
    placed,
    userId: order.userId,
    customer: order.customer,
    r1: order.r1,
    paymentMethod: 'uplatnica',
    paymentReference,
    lines,
    totals,
    emailContext,
  });
  return placed;
}
