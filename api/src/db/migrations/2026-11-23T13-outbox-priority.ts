import { type Kysely, MysqlAdapter } from 'kysely';

/*
 * Frozen (see the initial migration): `email_outbox.priority`, higher first (issue 13). Order confirmations must not
 * wait behind a flood of contact or pro-forma mail; the worker reads pending rows by priority, then age. Existing
 * rows keep 0 (normal). The pro-forma guard reads recent requests by email: an index on (email, created_at).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('email_outbox')
    .addColumn('priority', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('email_outbox_due_index')
    .on('email_outbox')
    .columns(['status', 'priority', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('proforma_requests_email_created_at_index')
    .on('proforma_requests')
    .columns(['email', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  // MySQL names the table of an index; SQLite's DROP INDEX takes the name alone.
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const dropIndex = (name: string, table: string) => {
    const drop = db.schema.dropIndex(name);
    return (mysql ? drop.on(table) : drop).execute();
  };
  await dropIndex('proforma_requests_email_created_at_index', 'proforma_requests');
  await dropIndex('email_outbox_due_index', 'email_outbox');
  await db.schema.alterTable('email_outbox').dropColumn('priority').execute();
}
