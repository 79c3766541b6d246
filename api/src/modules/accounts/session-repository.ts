import type { DbOrTransaction } from '../../db/db-or-transaction';
import type { SessionRow } from '../../db/schema';

export async function insertSession(
  db: DbOrTransaction,
  session: { id: string; userId: number | null; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ id: session.id, user_id: session.userId, expires_at: session.expiresAt })
    .execute();
}

export function findActiveSession(db: DbOrTransaction, id: string, now: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).where('expires_at', '>', now).executeTakeFirst();
}

export async function deleteSession(db: DbOrTransaction, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Expired rows (and, by cascade, their guest carts) are swept now and then instead of by a separate job. */
export async function deleteExpiredSessions(db: DbOrTransaction, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

/** Every session of the user ends (a password reset): each device must sign in again. */
export async function deleteUserSessions(db: DbOrTransaction, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Every session of the user but `keepId` (a password change: the device that made it stays signed in). */
export async function deleteOtherUserSessions(db: DbOrTransaction, userId: number, keepId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepId).execute();
}

/**
 * Guest sessions started before `createdBefore` whose cart is empty (issue 13: scripts created thousands a second,
 * each kept 30 days). A guest with something in the cart keeps the session until it expires.
 */
export async function deleteIdleGuestSessions(db: DbOrTransaction, createdBefore: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', 'is', null)
    .where('created_at', '<', createdBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('cart_items').select('cart_items.id').whereRef('cart_items.session_id', '=', 'sessions.id')),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
