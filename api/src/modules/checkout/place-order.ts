import {
  type DeliveryDetails,
  needsApproval,
  type PaymentMethod,
  type PlaceOrderBody,
  pointsToDiscountMinor,
  type R1Invoice,
  type TotalsMinor,
  totalsMinor,
} from '@shop/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { type ItemOwner, ownerOf } from '../../db/item-owner';
import type { Database, SessionRow } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { CatalogChanges, CatalogWriter } from '../../plugins/app/catalog-changes';
import type { EmailContext } from '../accounts';
import {
  type CartLineRow,
  deleteCartLines,
  listCartLines,
  lockCartLines,
  priceCartLines,
  removeCartLine,
  setCartLineQuantity,
} from '../cart';
import { companyRoleOf, findMembership } from '../companies';
import { startRedemption } from '../loyalty';
import { type CardReservation, reserveOnCard } from './card-payment';
import { findOrderByIdempotencyKey, findStock, isPlacedBy, type NewOrderLine } from './order-repository';
import type { PaymentProvider } from './payments/payment-provider';
import { recordOrder, StockShort } from './record-order';

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
  holdForApproval: HoldForApproval;
}

/** An order placed, or (a company buyer above the company's limit) an approval request recorded instead. */
export type PlacedOrder = { number: string } | { approval: { id: number; totalMinor: number; limitMinor: number } };

/**
 * Records a checkout that waits for the company's approval, in the checkout's transaction (the approvals module's
 * `holdForApproval`, passed in by app.ts: approvals places its orders through checkout, so checkout does not import
 * it). Answers the request.
 */
export type HoldForApproval = (
  trx: Transaction<Database>,
  held: {
    companyId: number;
    limitMinor: number;
    buyerId: number;
    paymentMethod: PaymentMethod;
    customer: DeliveryDetails;
    r1?: R1Invoice;
    lines: NewOrderLine[];
    totals: TotalsMinor;
    emailContext: EmailContext;
  },
) => Promise<{ id: number; totalMinor: number; limitMinor: number }>;

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
  {
    writeCatalog,
    paymentProvider,
    log,
    emailContext,
    lineQuantityLimit,
    admit,
    mayEmail,
    holdForApproval,
  }: PlaceOrderContext,
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
    // An order that will wait for approval is not charged now (checked again in the transaction).
    if (await approvalLimitFor(db, session.user_id, totalsMinor(lines, true).total)) {
      throw new HttpError('APPROVAL_NOT_BY_CARD');
    }
    card = await reserveOnCard(paymentProvider, order.kartica, totalsMinor(lines, true, discount).total);
  }

  let placed: PlacedOrder;
  try {
    placed = await writeCatalog((trx, changes) =>
      writeOrder(trx, changes, session, order, {
        key,
        card,
        emailContext,
        lineQuantityLimit,
        confirm,
        holdForApproval,
      }),
    );
  } catch (error) {
    await card?.release(log);
    // A concurrent submit of the same attempt placed it (this one then found the cart empty): answer that order.
    const sameAttempt = key ? await orderOfAttempt(db, key, session).catch(() => undefined) : undefined;
    if (sameAttempt) return sameAttempt;
    if (error instanceof StockShort) throw await cartFollowsStock(db, owner, error.line);
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
 * The transaction: loyalty points to redeem are checked and locked first, the cart's lines locked and priced; a
 * company buyer's order above the company's approval limit is recorded as an approval request instead (decision
 * 023); otherwise recordOrder takes the stock and writes the order, the points are reserved, the cart emptied (every
 * locked line, or nothing) and the confirmation email queued. Safe to run again after a rollback.
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
    holdForApproval: HoldForApproval;
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
  const lineIds = cartLines.map((row) => row.line_id);
  const emptyCart = async () => {
    if ((await deleteCartLines(trx, lineIds)) !== lineIds.length) throw new CartChanged();
  };

  const approver = await approvalLimitFor(trx, session.user_id, totalsMinor(lines, true).total);
  if (approver && session.user_id !== null) {
    if (order.nacin_placanja === 'kartica') throw new HttpError('APPROVAL_NOT_BY_CARD');
    if (redemption) throw new HttpError('APPROVAL_WITHOUT_POINTS');
    const held = await attempt.holdForApproval(trx, {
      ...approver,
      buyerId: session.user_id,
      paymentMethod: order.nacin_placanja,
      customer: order.kupac,
      r1: order.r1,
      lines,
      totals: totalsMinor(lines, true),
      emailContext,
    });
    await emptyCart();
    return { approval: held };
  }

  const itemsTotal = totalsMinor(lines, false).subtotal;
  const totals = totalsMinor(lines, true, redemption?.discount(itemsTotal) ?? 0);
  if (card && card.amountMinor !== totals.total) throw new CartChanged();
  const placed = await recordOrder(trx, changes, {
    sessionId: session.id,
    userId: session.user_id,
    paymentMethod: order.nacin_placanja,
    customer: order.kupac,
    r1: order.r1,
    lines: lines.map((line, index) => ({
      ...line,
      imageUrl: cartLines[index]?.image_url,
      slug: cartLines[index]?.slug,
    })),
    totals,
    idempotencyKey,
    cardAuthorisationId: card?.authorisationId,
    emailContext,
    confirm,
  });
  await redemption?.reserve(placed.id);
  await emptyCart();
  return { number: placed.number };
}

/** The company and its limit when this user's order of this total must wait for approval; undefined otherwise. */
async function approvalLimitFor(db: DbOrTransaction, userId: number | null, totalMinor: number) {
  const membership = userId === null ? undefined : await findMembership(db, userId);
  if (!membership) return undefined;
  const limitMinor = membership.approval_limit_minor;
  if (limitMinor === null || !needsApproval(companyRoleOf(membership.role), limitMinor, totalMinor)) return undefined;
  return { companyId: membership.companyId, limitMinor };
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
