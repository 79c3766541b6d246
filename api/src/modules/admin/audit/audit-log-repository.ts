import type { Insertable, Selectable } from 'kysely';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import type { AuditLogTable } from '../../../db/schema';

export type NewAuditEntry = Insertable<AuditLogTable>;

export async function insertAuditEntry(db: DbOrTransaction, entry: NewAuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

export interface AuditLogFilter {
  userId?: number;
  entity?: string;
  action?: string;
  entityId?: string;
  /** ISO timestamps: from included, until excluded. */
  from?: string;
  until?: string;
}

/** One page of entries, newest first (the created_at index; id breaks ties within a millisecond). */
export async function listAuditEntries(
  db: DbOrTransaction,
  filter: AuditLogFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: Selectable<AuditLogTable>[]; total: number }> {
  let filtered = db.selectFrom('audit_log');
  if (filter.userId !== undefined) filtered = filtered.where('user_id', '=', filter.userId);
  if (filter.entity) filtered = filtered.where('entity', '=', filter.entity);
  if (filter.action) filtered = filtered.where('action', '=', filter.action);
  if (filter.entityId) filtered = filtered.where('entity_id', '=', filter.entityId);
  if (filter.from) filtered = filtered.where('created_at', '>=', filter.from);
  if (filter.until) filtered = filtered.where('created_at', '<', filter.until);
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The staff members, entities and actions that occur in the log: what its filters offer. */
export async function auditLogFilterValues(db: DbOrTransaction) {
  const [users, entities, actions] = await Promise.all([
    db
      .selectFrom('audit_log')
      // One row per account, even if its email changed between entries.
      .select((eb) => ['user_id', eb.fn.max('user_email').as('user_email')])
      .where('user_id', 'is not', null)
      .groupBy('user_id')
      .orderBy('user_email')
      .execute(),
    db.selectFrom('audit_log').select('entity').distinct().orderBy('entity').execute(),
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
  ]);
  return {
    users: users.flatMap((row) => (row.user_id === null ? [] : [{ id: row.user_id, email: row.user_email }])),
    entities: entities.map((row) => row.entity),
    actions: actions.map((row) => row.action),
  };
}
