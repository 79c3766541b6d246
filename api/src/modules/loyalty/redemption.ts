import { pointsToDiscountMinor, redemptionProblem } from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { HttpError } from '../../http/http-error';
import { balanceAt } from './ledger';
import { settledLedger } from './ledger-entries';
import { insertLedgerEntries } from './loyalty-repository';

/**
 * Points redeemed at checkout, reserved in the order's own transaction. `start` comes first in that transaction
 * (it locks the user's points, so two checkouts cannot spend the same points), `discount` checks the rules against
 * the items total, and `reserve` writes the `redeem` row once the order exists.
 */
export async function startRedemption(trx: DbOrTransaction, userId: number | null, points: number, now: string) {
  if (userId === null) throw new HttpError('LOYALTY_SIGN_IN_REQUIRED');
  const { state } = await settledLedger(trx, userId, now);
  const balance = balanceAt(state, now);
  // The minimum and the balance are known now; half the items total once the cart is read.
  refuseIf(redemptionProblem(points, Number.POSITIVE_INFINITY, balance));
  return {
    /** The discount (feninga) the points buy on this items total; throws when a rule refuses them. */
    discount(itemsTotalMinor: number): number {
      refuseIf(redemptionProblem(points, itemsTotalMinor, balance));
      return pointsToDiscountMinor(points);
    },
    reserve: (orderId: number) =>
      insertLedgerEntries(trx, [{ userId, kind: 'redeem', points: -points, orderId, createdAt: now }]),
  };
}

function refuseIf(problem: ReturnType<typeof redemptionProblem>): void {
  if (problem) throw new HttpError(problem.code, problem.params);
}
