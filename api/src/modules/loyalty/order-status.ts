import { type OrderStatus, pointsEarned } from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { balanceAt, creditExpiry } from './ledger';
import { settledLedger } from './ledger-entries';
import { insertLedgerEntries, listOrderLedger } from './loyalty-repository';

/**
 * What an order's new status does to its customer's points, inside `changeOrderStatus`'s transaction:
 * - delivered (isporučena): credit 1 point per whole KM of the items total after the points discount (points do not
 *   earn points), valid 365 days;
 * - cancelled (otkazana): return the points reserved at checkout (each part with the expiry of the credit it came
 *   from) and take back points the order earned. Today only orders before delivery can be cancelled, so there is
 *   nothing to take back yet; should a return of a delivered order become a cancellation, it is handled here. What
 *   was already spent of those points is not taken back below zero.
 * Guest orders (no user) and company orders (placed by a company's member, issue 27) earn nothing: points are for
 * consumers. Each step happens once per order.
 */
export async function applyLoyaltyForStatus(
  trx: DbOrTransaction,
  orderId: number,
  to: OrderStatus,
  now = new Date().toISOString(),
): Promise<void> {
  if (to !== 'isporučena' && to !== 'otkazana') return;
  const order = await trx
    .selectFrom('orders')
    .select(['user_id', 'company_id', 'subtotal_minor', 'loyalty_discount_minor'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  const userId = order?.user_id;
  if (!order || userId === null || userId === undefined) return;
  const written = await listOrderLedger(trx, orderId);
  const has = (kind: string) => written.some((row) => row.kind === kind);

  if (to === 'isporučena') {
    const points = pointsEarned(order.subtotal_minor - order.loyalty_discount_minor);
    if (points > 0 && order.company_id === null && !has('earn')) {
      await insertLedgerEntries(trx, [
        { userId, kind: 'earn', points, orderId, createdAt: now, expiresAt: creditExpiry(now) },
      ]);
    }
    return;
  }

  const redeem = written.find((row) => row.kind === 'redeem');
  const earn = written.find((row) => row.kind === 'earn');
  if ((!redeem || has('release')) && (!earn || has('reverse'))) return;
  const { state } = await settledLedger(trx, userId, now);
  const released = redeem && !has('release') ? (state.allocations.get(redeem.id) ?? []) : [];
  await insertLedgerEntries(
    trx,
    released.map((part) => ({
      userId,
      kind: 'release' as const,
      points: part.points,
      orderId,
      createdAt: now,
      expiresAt: part.expiresAt,
    })),
  );
  if (earn && !has('reverse')) {
    const balance = balanceAt(state, now) + released.reduce((sum, part) => sum + part.points, 0);
    const points = Math.min(earn.points, Math.max(balance, 0));
    if (points > 0)
      await insertLedgerEntries(trx, [{ userId, kind: 'reverse', points: -points, orderId, createdAt: now }]);
  }
}
