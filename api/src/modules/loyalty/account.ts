import { LOYALTY, type LoyaltyAccount, type LoyaltyEntryKind } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { balanceAt, expiringWithin } from './ledger';
import { settledLedger } from './ledger-entries';

/** A user's balance, what of it expires within 30 days, and the ledger newest first. */
export async function loyaltyAccount(
  db: Kysely<Database>,
  userId: number,
  now = new Date().toISOString(),
): Promise<NonNullable<LoyaltyAccount>> {
  const { rows, state } = await db.transaction().execute((trx) => settledLedger(trx, userId, now));
  return {
    bodovi: balanceAt(state, now),
    istice_uskoro: expiringWithin(state, now, LOYALTY.expiringSoonDays),
    // Newest first; an expire row is dated when its credit expired, which may be before rows written earlier.
    stavke: [...rows]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((row) => ({
        id: row.id,
        vrsta: row.kind as LoyaltyEntryKind,
        bodovi: row.points,
        narudzba: row.order_number,
        datum: row.created_at,
        istice: row.expires_at,
      })),
  };
}
