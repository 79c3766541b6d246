import type { Insertable } from 'kysely';
import type { AuditLogTable } from '../db/schema';
import type { DbOrTransaction } from './db-or-transaction';

export type NewAuditEntry = Insertable<AuditLogTable>;

export async function insertAuditEntry(db: DbOrTransaction, entry: NewAuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}
