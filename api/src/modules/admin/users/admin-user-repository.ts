import type { AdminUsersQuery, Role } from '@shop/shared/contracts';
import { sql } from 'kysely';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { lockForUpdate } from '../../../db/dialect';
import type { UserRow } from '../../../db/schema';

/** `%`, `_` and `!` typed into the search box match themselves (`!` escapes, the same on SQLite and MariaDB). */
function containing(column: 'username' | 'email', term: string) {
  const pattern = `%${term.replace(/[!%_]/g, (character) => `!${character}`)}%`;
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '!'`;
}

/** One page of accounts (staff and customers), newest first, by part of the name or email and by role. */
export async function listUsers(
  db: DbOrTransaction,
  query: AdminUsersQuery,
  pageSize: number,
): Promise<{ rows: UserRow[]; total: number }> {
  let filtered = db.selectFrom('users');
  if (query.search) {
    const term = query.search;
    filtered = filtered.where((eb) => eb.or([containing('username', term), containing('email', term)]));
  }
  if (query.role) filtered = filtered.where('role', '=', query.role);

  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * The active Admins' ids, locked until the transaction ends (MySQL; SQLite runs one writer at a time): two Admins
 * demoting each other at once cannot both see the other one left.
 */
export async function lockActiveAdminIds(db: DbOrTransaction): Promise<number[]> {
  const rows = await lockForUpdate(
    db,
    db.selectFrom('users').select('id').where('role', '=', 'Admin').where('deactivated_at', 'is', null),
  ).execute();
  return rows.map((row) => row.id);
}

export async function setUserRole(db: DbOrTransaction, userId: number, role: Role): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute();
}

/** `deactivatedAt` null reactivates the account. */
export async function setUserDeactivatedAt(
  db: DbOrTransaction,
  userId: number,
  deactivatedAt: string | null,
): Promise<void> {
  await db.updateTable('users').set({ deactivated_at: deactivatedAt }).where('id', '=', userId).execute();
}
