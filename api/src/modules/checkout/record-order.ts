import type { DeliveryDetails, PaymentMethod, R1Invoice, TotalsMinor } from '@shop/shared/contracts';
import { sitePaths } from '@shop/shared/site';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueEmail } from '../../outbox/enqueue';
import type { CatalogChanges } from '../../plugins/app/catalog-changes';
import { type EmailContext, guestRegistrationLink } from '../accounts';
import { changeStock } from '../stock';
import { orderConfirmationEmail } from './order-email';
import { findStock, insertOrder, type NewOrder, type NewOrderLine, setPaymentReference } from './order-repository';
import { bankTransferReference } from './payment-reference';

/** A line's stock was short when the order was placed: nothing was written (the caller's transaction rolls back). */
export class StockShort extends Error {
  constructor(
    readonly line: NewOrderLine,
    readonly left: number,
  ) {
    super('stock short');
  }
}

/** A line of the order with what its confirmation email shows besides (the cart knows the picture and the link). */
export type ConfirmedLine = NewOrderLine & { imageUrl?: string | null; slug?: string };

/**
 * What every way of placing an order does once its lines, prices and totals are known (checkout, an accepted quote,
 * an approved request): each line's stock is taken with a conditional UPDATE, in product id order so concurrent
 * orders lock shared products alike and never oversell (a short line throws StockShort), then the order is written
 * with its payment reference (a bank transfer's reference number, a card's authorisation) and its confirmation queued.
 */
export async function recordOrder(
  trx: Transaction<Database>,
  changes: CatalogChanges,
  order: Omit<NewOrder, 'lines' | 'language'> & {
    lines: ConfirmedLine[];
    cardAuthorisationId?: string | null;
    emailContext: EmailContext;
    /** Queue the confirmation email (false past the cap on emails to an unconfirmed address). */
    confirm: boolean;
  },
): Promise<{ id: number; number: string }> {
  const { lines, emailContext, cardAuthorisationId, confirm, ...stored } = order;
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    if (!(await changeStock(trx, changes, line.productId, -line.quantity))) {
      throw new StockShort(line, Math.max((await findStock(trx, line.productId)) ?? 0, 0));
    }
  }
  const placed = await insertOrder(trx, {
    ...stored,
    lines: lines.map(({ productId, productName, quantity, unitPriceMinor }) => ({
      productId,
      productName,
      quantity,
      unitPriceMinor,
    })),
    language: emailContext.language,
  });
  const paymentReference =
    order.paymentMethod === 'uplatnica' ? bankTransferReference(placed.id) : (cardAuthorisationId ?? null);
  if (paymentReference) await setPaymentReference(trx, placed.id, paymentReference);
  if (confirm) {
    await queueOrderConfirmation(trx, {
      placed,
      userId: order.userId,
      customer: order.customer,
      r1: order.r1,
      paymentMethod: order.paymentMethod,
      paymentReference,
      lines,
      totals: order.totals,
      emailContext,
    });
  }
  return placed;
}

/**
 * Queues the order's confirmation: a signed-in buyer's links to the order in the account, a guest's to the
 * one-click account that claims it (none when the address already has an account).
 */
export async function queueOrderConfirmation(
  trx: Transaction<Database>,
  order: {
    placed: { id: number; number: string };
    userId: number | null;
    customer: DeliveryDetails;
    r1?: R1Invoice;
    paymentMethod: PaymentMethod;
    paymentReference: string | null;
    lines: (NewOrderLine & { imageUrl?: string | null; slug?: string })[];
    totals: TotalsMinor;
    emailContext: EmailContext;
  },
): Promise<void> {
  const { placed, customer, emailContext } = order;
  const { origin, language } = emailContext;
  const paths = sitePaths(language);
  const guestLink = order.userId === null ? await guestRegistrationLink(trx, customer.email, emailContext) : undefined;
  const confirmation = orderConfirmationEmail({
    number: placed.number,
    to: customer.email,
    name: customer.ime,
    language,
    origin,
    paymentMethod: order.paymentMethod,
    paymentReference: order.paymentReference,
    r1: order.r1,
    lines: order.lines.map((line) => ({
      name: line.productName,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      imageUrl: absoluteUrl(origin, line.imageUrl),
      url: absoluteUrl(origin, line.slug && paths.product(line.slug)),
    })),
    totals: order.totals,
    accountLink:
      order.userId !== null
        ? { kind: 'view', url: origin + paths.accountOrder(placed.id) }
        : guestLink === undefined
          ? undefined
          : { kind: 'claim', url: guestLink },
  });
  await enqueueEmail(trx, confirmation);
}

/** A site path or picture as an absolute URL for an email (pictures may already be absolute). */
function absoluteUrl(origin: string, pathOrUrl: string | null | undefined): string | null {
  return pathOrUrl ? new URL(pathOrUrl, origin).href : null;
}
