import { type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): issue 25. Staff answer a pro-forma request from the admin panel: each reply is
 * emailed to the customer and kept here (who, when, what), besides the audit log. A request records the language of
 * the page it was asked from (existing ones: Serbian), so the reply is written in it.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const isoNow = mysql
    ? sql`(concat(substring(date_format(utc_timestamp(3), '%Y-%m-%dT%H:%i:%s.%f'), 1, 23), 'Z'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .alterTable('proforma_requests')
    .addColumn('language', 'varchar(2)', (column) => column.notNull().defaultTo(sql`'sr'`))
    .execute();

  const replies = db.schema.createTable('proforma_replies');
  await (mysql ? replies.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`) : replies)
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('proforma_request_id', 'integer', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('sent_by', 'varchar(255)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull().defaultTo(isoNow))
    .addForeignKeyConstraint(
      'proforma_replies_request_fk',
      ['proforma_request_id'],
      'proforma_requests',
      ['id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('proforma_replies_request_index')
    .on('proforma_replies')
    .column('proforma_request_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('proforma_replies').execute();
  await db.schema.alterTable('proforma_requests').dropColumn('language').execute();
}
