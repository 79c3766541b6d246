import { type ColumnDefinitionBuilder, type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): the email outbox that the worker drains, and the messages of the contact form.
 * Timestamps are ISO-8601 strings, as everywhere else.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;
type Column = ColumnDefinitionBuilder;

export async function up(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const table = (name: string) => {
    const builder = db.schema.createTable(name);
    return mysql ? builder.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`) : builder;
  };
  const id = (column: Column) => column.primaryKey().autoIncrement();
  const required = (column: Column) => column.notNull();
  const isoNow = mysql
    ? sql`(concat(substring(date_format(utc_timestamp(3), '%Y-%m-%dT%H:%i:%s.%f'), 1, 23), 'Z'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const createdAt = (column: Column) => column.notNull().defaultTo(isoNow);
  // MySQL's TEXT holds 64 KB; attachments (a pro-forma PDF, base64) need more.
  const longText = sql.raw(mysql ? 'longtext' : 'text');

  await table('email_outbox')
    .addColumn('id', 'integer', id)
    .addColumn('to_address', 'varchar(320)', required)
    .addColumn('subject', 'varchar(500)', required)
    .addColumn('text_body', longText, required)
    .addColumn('html_body', longText)
    .addColumn('attachments_json', longText)
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', required)
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(32)', createdAt)
    .addColumn('sent_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('email_outbox_due').on('email_outbox').columns(['status', 'next_attempt_at']).execute();

  await table('contact_messages')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(200)', required)
    .addColumn('email', 'varchar(320)', required)
    .addColumn('phone', 'varchar(50)')
    .addColumn('subject', 'varchar(200)', required)
    .addColumn('message', 'text', required)
    .addColumn('language', 'varchar(2)', required)
    .addColumn('created_at', 'varchar(32)', createdAt)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropTable('email_outbox').execute();
}
