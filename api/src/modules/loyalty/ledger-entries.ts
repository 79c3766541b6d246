import type { LoyaltyEntryKind } from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { dueExpiries, type LedgerEntry, type LedgerState, replayLedger } from './ledger';
import { insertLedgerEntries, type LedgerRow, listLedger, lockLoyaltyAccount } from './loyalty-repository';

export const toLedgerEntry = (row: LedgerRow): LedgerEntry => ({
  id: row.id,
  kind: row.kind as LoyaltyEntryKind,
  points: row.points,
  orderId: row.order_id,
  creditId: row.credit_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

/**
 * Locks the user's points (call it first in the transaction), writes an `expire` row for each credit that expired
 * with points left, and returns the ledger and its replay. Every read or spend of a balance starts here, so the
 * ledger always shows what expired and the balance equals the sum of its rows.
 */
export async function settledLedger(
  trx: DbOrTransaction,
  userId: number,
  now: string,
): Promise<{ rows: LedgerRow[]; state: LedgerState }> {
  await lockLoyaltyAccount(trx, userId);
  let rows = await listLedger(trx, userId);
  let state = replayLedger(rows.map(toLedgerEntry));
  const due = dueExpiries(state, now);
  if (due.length > 0) {
    await insertLedgerEntries(
      trx,
      due.map((lot) => ({
        userId,
        kind: 'expire',
        points: -lot.points,
        creditId: lot.creditId,
        // Dated when the points expired, not when this row happened to be written.
        createdAt: lot.expiresAt,
      })),
    );
    rows = await listLedger(trx, userId);
    state = replayLedger(rows.map(toLedgerEntry));
  }
  return { rows, state };
}
