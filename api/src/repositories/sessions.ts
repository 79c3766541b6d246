import type { SessionRow } from '../db/schema';
import type { DbOrTransaction } from './db-or-transaction';

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
