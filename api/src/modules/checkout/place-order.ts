import {
  type DeliveryDetails,
  type PaymentMethod,
  type PlaceOrderBody,
  pointsToDiscountMinor,
  type R1Invoice,
  type TotalsMinor,
  totalsMinor,
} from '@shop/shared/contracts';
import { sitePaths } from '@shop/shared/site';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { type ItemOwner, ownerOf } from '../../db/item-owner';
import type { Database, SessionRow } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { enqueueEmail } from '../../outbox/enqueue';
import type { CatalogChanges, CatalogWriter } from '../../plugins/app/catalog-changes';
import { type EmailContext, guestRegistrationLink } from '../accounts';
import {
  type CartLineRow,
  deleteCartLines,
  listCartLines,
  lockCartLines,
  priceCartLines,
  removeCartLine,
  setCartLineQuantity,
} from '../cart';
import { startRedemption } from '../loyalty';
import { changeStock } from '../stock';
import { type CardReservation, reserveOnCard } from './card-payment';
import { orderConfirmationEmail } from './order-email';
import {
  findOrderByIdempotencyKey,
  findStock,
  insertOrder,
  isPlacedBy,
  type NewOrderLine,
  setPaymentReference,
} from './order-repository';
import { bankTransferReference } from './payment-reference';
import type { PaymentProvider } from './payments/payment-provider';

type Order = z.output<typeof PlaceOrderBody>;

export interface PlaceOrderContext {
  /** `app.writeCatalog`: the stock the order takes reaches every instance's product pages once it commits. */
  writeCatalog: CatalogWriter;
  /** The card gateway; null where card payments are not enabled. */
  paymentProvider: PaymentProvider | null;
  log: FastifyBaseLogger;
  /** A guest's confirmation invites them to register (links and language of the email). */
  emailContext: EmailContext;
  /** The most pieces of one product an order may hold (ORDER_LINE_MAX_QUANTITY). */
  lineQuantityLimit: number;
  /** Counts a new order against the order limits; throws 429 past them. Not called for a repeated attempt. */
  admit: () => Promise<void>;
  /** Whether the confirmation email may go to the order's address (the cap on emails to unconfirmed addresses). */
  mayEmail: () => Promise<boolean>;
}

export interface PlacedOrder {
  number: string;
}

/** Thrown inside the transaction when a line's stock ran out meanwhile; the cart is adjusted after the rollback. */
class StockRanOut extends Error {
  constructor(readonly line: NewOrderLine) {
    super('stock ran out');
  }
}

/** Thrown inside the transaction when the locked cart is not the one the card amount was reserved for. */
class CartChanged extends Error {}

/**
 * Places the order for the session's cart exactly once:
 * - a repeated attempt (same `idempotency_key`) answers the order it placed, before and after the transaction, so
 *   concurrent repeats that lost the race also answer it; the key's UNIQUE index is the last guard;
 * - a card is authorised before the transaction, captured after it commits and voided if it does not;
 * - the transaction locks the cart's lines before reading them, so a concurrent checkout of the same cart waits and
 *   then finds it empty; it is retried on deadlocks and lock timeouts.
 */
export async function placeOrder(
  db: Kysely<Database>,
  session: SessionRow,
  order: Order,
  { writeCatalog, paymentProvider, log, emailContext, lineQuantityLimit, admit, mayEmail }: PlaceOrderContext,
): Promise<PlacedOrder> {
  const key = order.idempotency_key ?? null;
  const earlier = key ? await orderOfAttempt(db, key, session) : undefined;
  if (earlier) return earlier;
  await admit();
  const confirm = await mayEmail();

  const owner = ownerOf(session);
  let card: CardReservation | null = null;
  if (order.nacin_placanja === 'kartica') {
    const lines = await toOrderLines(db, session, await listCartLines(db, owner));
    if (lines.length === 0) throw new HttpError('EMPTY_CART');
    // The points' discount is checked again inside the transaction; a different total there voids this reservation.
    const discount = order.bodovi ? pointsToDiscountMinor(order.bodovi) : 0;
    card = await reserveOnCard(paymentProvider, order.kartica, totalsMinor(lines, true, discount).total);
  }

  let placed: PlacedOrder;
  try {
    placed = await writeCatalog((trx, changes) =>
      writeOrder(trx, changes, session, order, { key, card, emailContext, lineQuantityLimit, confirm }),
    );
  } catch (error) {
    await card?.release(log);
    // A concurrent submit of the same attempt placed it (this one then found the cart empty): answer that order.
    const sameAttempt = key ? await orderOfAttempt(db, key, session).catch(() => undefined) : undefined;
    if (sameAttempt) return sameAttempt;
    if (error instanceof StockRanOut) throw await cartFollowsStock(db, owner, error.line);
    if (error instanceof CartChanged) throw new HttpError('CART_CHANGED');
    throw error;
  }
  await card?.capture(log);
  return placed;
}

/** The order an attempt already placed; a key used by someone else's order is refused. */
async function orderOfAttempt(db: Kysely<Database>, key: string, session: SessionRow) {
  const order = await findOrderByIdempotencyKey(db, key);
  if (!order?.number) return undefined;
  if (!isPlacedBy(order, session)) throw new HttpError('ORDER_KEY_TAKEN');
  return { number: order.number };
}

/** Prices are always the DB's current ones, the buyer's (a company's price list) as the cart shows them. */
async function toOrderLines(
  db: DbOrTransaction,
  session: SessionRow,
  cartLines: CartLineRow[],
): Promise<NewOrderLine[]> {
  const priced = await priceCartLines(db, session.user_id, cartLines);
  return priced.map(({ row, quantity, unitPriceMinor }) => ({
    productId: row.id,
    productName: row.name,
    quantity,
    unitPriceMinor,
  }));
}

/**
 * The transaction: loyalty points to redeem are checked and locked first, each line's stock is taken with a
 * conditional UPDATE (`stock >= quantity`, checked through the affected rows) so concurrent checkouts never oversell,
 * then the order and its lines are written, the points reserved, the cart emptied (every locked line, or nothing)
 * and the confirmation email queued. Safe to run again after a rollback.
 */
async function writeOrder(
  trx: Transaction<Database>,
  changes: CatalogChanges,
  session: SessionRow,
  order: Order,
  attempt: {
    key: string | null;
    card: CardReservation | null;
    emailContext: EmailContext;
    lineQuantityLimit: number;
    /** Queue the confirmation email (false past the cap on emails to an unconfirmed address). */
    confirm: boolean;
  },
): Promise<PlacedOrder> {
  const { key: idempotencyKey, card, emailContext, lineQuantityLimit, confirm } = attempt;
  // First in the transaction: it locks the buyer's points (see startRedemption).
  const redemption = order.bodovi
    ? await startRedemption(trx, session.user_id, order.bodovi, new Date().toISOString())
    : undefined;
  const cartLines = await lockCartLines(trx, ownerOf(session));
  if (cartLines.length === 0) throw new HttpError('EMPTY_CART');
  const lines = await toOrderLines(trx, session, cartLines);
  // A cart filled before the limit (or under a higher one): more than the limit goes through a pro-forma.
  if (lines.some((line) => line.quantity > lineQuantityLimit)) {
    throw new HttpError('ORDER_LINE_LIMIT', { max: lineQuantityLimit });
  }
  // Always in id order, so two checkouts lock shared products in the same order (no deadlock on MySQL).
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    if (!(await changeStock(trx, changes, line.productId, -line.quantity))) throw new StockRanOut(line);
  }

  const itemsTotal = totalsMinor(lines, false).subtotal;
  const totals = totalsMinor(lines, true, redemption?.discount(itemsTotal) ?? 0);
  if (card && card.amountMinor !== totals.total) throw new CartChanged();
  const placed = await insertOrder(trx, {
    sessionId: session.id,
    userId: session.user_id,
    paymentMethod: order.nacin_placanja,
    customer: order.kupac,
    r1: order.r1,
    totals,
    lines,
    idempotencyKey,
    language: emailContext.language,
  });
  await redemption?.reserve(placed.id);
  const paymentReference =
    order.nacin_placanja === 'uplatnica' ? bankTransferReference(placed.id) : (card?.authorisationId ?? null);
  if (paymentReference) await setPaymentReference(trx, placed.id, paymentReference);

  const lineIds = cartLines.map((row) => row.line_id);
  if ((await deleteCartLines(trx, lineIds)) !== lineIds.length) throw new CartChanged();
  if (confirm) {
    await queueOrderConfirmation(trx, {
      placed,
      userId: session.user_id,
      customer: order.kupac,
      r1: order.r1,
      paymentMethod: order.nacin_placanja,
      paymentReference,
      lines: lines.map((line, index) => ({
        ...line,
        imageUrl: cartLines[index]?.image_url,
        slug: cartLines[index]?.slug,
      })),
      totals,
      emailContext,
    });
  }
  return { number: placed.number };
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

/** After a 409 for stock, the cart follows what is left, so the buyer sees the new quantity and can order again. */
async function cartFollowsStock(db: Kysely<Database>, owner: ItemOwner, line: NewOrderLine): Promise<HttpError> {
  const left = Math.max((await findStock(db, line.productId)) ?? 0, 0);
  if (left > 0) await setCartLineQuantity(db, owner, line.productId, left, true);
  else await removeCartLine(db, owner, line.productId);
  const name = line.productName;
  return left > 0
    ? new HttpError('STOCK_RAN_OUT', { name, stock: left })
    : new HttpError('SOLD_OUT_MEANWHILE', { name });
}
