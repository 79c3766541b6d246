import { checkoutMessages, type PlaceOrderBody, totalsMinor } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, SessionRow } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { currentUnitPriceMinor } from '../../mappers/cart';
import { enqueueEmail } from '../../outbox/enqueue';
import type { PaymentProvider } from '../../payments/payment-provider';
import { deleteCartLines, listCartLines, removeCartLine, setCartLineQuantity } from '../../repositories/cart';
import { ownerOf } from '../../repositories/item-owner';
import { findStock, insertOrder, type NewOrderLine, setPaymentReference } from '../../repositories/orders';
import { changeStock } from '../../stock/change-stock';
import { orderConfirmationEmail } from './order-email';
import { bankTransferReference } from './payment-reference';

type Order = z.output<typeof PlaceOrderBody>;

/** Thrown inside the transaction when a line's stock ran out meanwhile; the cart is adjusted after the rollback. */
class StockRanOut extends Error {
  constructor(readonly line: NewOrderLine) {
    super('stock ran out');
  }
}

/**
 * Places the order for the session's cart in ONE transaction: prices are re-read from the DB, each line's stock is
 * taken with a conditional UPDATE (`stock >= quantity`, checked through the affected rows) so concurrent checkouts
 * can never oversell on either database, then the order and its lines are written, a card is charged, the cart is
 * emptied and the confirmation email is queued. Any failure (stock, a declined card) rolls all of it back.
 *
 * The test provider answers in-process, so charging inside the transaction costs nothing; a remote gateway would
 * authorise before and capture after it instead, to keep row locks short.
 */
export async function placeOrder(
  db: Kysely<Database>,
  session: SessionRow,
  order: Order,
  paymentProvider: PaymentProvider,
): Promise<{ number: string; productIds: number[] }> {
  const owner = ownerOf(session);
  try {
    return await db.transaction().execute(async (trx) => {
      const cartLines = await listCartLines(trx, owner);
      if (cartLines.length === 0) throw new HttpError(400, checkoutMessages.emptyCart);
      const lines: NewOrderLine[] = cartLines.map((row) => ({
        productId: row.id,
        productName: row.name,
        quantity: row.quantity,
        unitPriceMinor: currentUnitPriceMinor(row),
      }));
      // Always in id order, so two checkouts lock shared products in the same order (no deadlock on MySQL).
      for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
        if (!(await changeStock(trx, line.productId, -line.quantity))) throw new StockRanOut(line);
      }

      const totals = totalsMinor(lines, true);
      const placed = await insertOrder(trx, {
        sessionId: session.id,
        userId: session.user_id,
        paymentMethod: order.nacin_placanja,
        customer: order.kupac,
        totals,
        lines,
      });
      let paymentReference: string | null = null;
      if (order.nacin_placanja === 'uplatnica') paymentReference = bankTransferReference(placed.id);
      if (order.nacin_placanja === 'kartica') {
        const charge = await paymentProvider.charge({
          amountMinor: totals.total,
          currency: 'BAM',
          card: order.kartica,
          description: `Narudžba ${placed.number}`,
        });
        if (!charge.approved) throw new HttpError(402, checkoutMessages.cardDeclined);
        paymentReference = charge.transactionId;
      }
      if (paymentReference) await setPaymentReference(trx, placed.id, paymentReference);

      await deleteCartLines(
        trx,
        cartLines.map((row) => row.line_id),
      );
      await enqueueEmail(
        trx,
        orderConfirmationEmail({
          number: placed.number,
          to: order.kupac.email,
          name: order.kupac.ime,
          paymentMethod: order.nacin_placanja,
          paymentReference,
          lines,
          totals,
        }),
      );
      return { number: placed.number, productIds: lines.map((line) => line.productId) };
    });
  } catch (error) {
    if (!(error instanceof StockRanOut)) throw error;
    // The cart follows what is left, so the buyer sees the new quantity and can order again.
    const left = Math.max((await findStock(db, error.line.productId)) ?? 0, 0);
    if (left > 0) await setCartLineQuantity(db, owner, error.line.productId, left, true);
    else await removeCartLine(db, owner, error.line.productId);
    throw new HttpError(409, checkoutMessages.stockRanOut(error.line.productName, left));
  }
}
