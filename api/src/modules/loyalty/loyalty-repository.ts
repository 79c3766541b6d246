import type { LoyaltyEntryKind } from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { lockForUpdate } from '../../db/dialect';

export interface NewLedgerEntry {
  userId: number;
  kind: LoyaltyEntryKind;
  points: number;
  orderId?: number | null;
  creditId?: number | null;
  createdAt: string;
  expiresAt?: string | null;
}

/**
 * Locks the user's points until the transaction ends: every change that spends points (redeem, reverse, expire)
 * takes this lock FIRST in its transaction, so concurrent spends queue up. On MySQL the reads that follow then see
 * every spend committed before the lock (InnoDB takes the snapshot at the first plain read). SQLite runs one
 * transaction at a time anyway.
 */
export async function lockLoyaltyAccount(trx: DbOrTransaction, userId: number): Promise<boolean> {
  const row = await lockForUpdate(
    trx,
    trx.selectFrom('users').select('id').where('id', '=', userId),
  ).executeTakeFirst();
  return row !== undefined;
}

/** A user's ledger with the order numbers, oldest first. */
export function listLedger(db: DbOrTransaction, userId: number) {
  return db
    .selectFrom('loyalty_ledger')
    .leftJoin('orders', 'orders.id', 'loyalty_ledger.order_id')
    .select([
      'loyalty_ledger.id',
      'loyalty_ledger.kind',
      'loyalty_ledger.points',
      'loyalty_ledger.order_id',
      'loyalty_ledger.credit_id',
      'loyalty_ledger.created_at',
      'loyalty_ledger.expires_at',
      'orders.number as order_number',
    ])
    .where('loyalty_ledger.user_id', '=', userId)
    .orderBy('loyalty_ledger.id')
    .execute();
}
export type LedgerRow = Awaited<ReturnType<typeof listLedger>>[number];

/** The entries an order wrote, oldest first. */
export function listOrderLedger(db: DbOrTransaction, orderId: number) {
  return db.selectFrom('loyalty_ledger').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function insertLedgerEntries(trx: DbOrTransaction, entries: NewLedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('loyalty_ledger')
    .values(
      entries.map((entry) => ({
        user_id: entry.userId,
        kind: entry.kind,
        points: entry.points,
        order_id: entry.orderId ?? null,
        credit_id: entry.creditId ?? null,
        created_at: entry.createdAt,
        expires_at: entry.expiresAt ?? null,
      })),
    )
    .execute();
}
