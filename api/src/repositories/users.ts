import type { UserRow } from '../db/schema';
import type { DbOrTransaction } from './db-or-transaction';

/** Emails compare case-insensitively (column collation on both dialects). */
export function findUserByEmail(db: DbOrTransaction, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim()).executeTakeFirst();
}

export function findUserById(db: DbOrTransaction, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
