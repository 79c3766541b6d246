import { type ColumnDefinitionBuilder, type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): customer accounts' emailed links and email verification.
 * - account_tokens: one row per link sent (verify the email, reset the password, register after a guest order); only
 *   the SHA-256 of the link's token is stored. `used_at` marks it used, or voided by a newer link of its kind.
 * - users.email_verified_at: an account signs in only once its email is confirmed. Accounts that existed before
 *   (the demo users among them) count as confirmed.
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
  const required = (column: Column) => column.notNull();
  const isoNow = mysql
    ? sql`(concat(substring(date_format(utc_timestamp(3), '%Y-%m-%dT%H:%i:%s.%f'), 1, 23), 'Z'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  // Hashes compare byte for byte; emails case-insensitively, like users.email.
  const exactText = (length: number) =>
    sql.raw(mysql ? `varchar(${length}) collate utf8mb4_bin` : `varchar(${length})`);
  const caseInsensitiveText = (length: number) =>
    sql.raw(mysql ? `varchar(${length})` : `varchar(${length}) collate nocase`);

  await table('account_tokens')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('kind', 'varchar(16)', required)
    .addColumn('token_hash', exactText(64), required)
    .addColumn('user_id', 'integer')
    .addColumn('email', caseInsensitiveText(254), required)
    .addColumn('expires_at', 'varchar(32)', required)
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull().defaultTo(isoNow))
    .addForeignKeyConstraint('account_tokens_user_id_fk', ['user_id'], 'users', ['id'], (constraint) =>
      constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('account_tokens_token_hash_unique')
    .unique()
    .on('account_tokens')
    .column('token_hash')
    .execute();
  await db.schema
    .createIndex('account_tokens_kind_email_index')
    .on('account_tokens')
    .columns(['kind', 'email'])
    .execute();
  await db.schema.createIndex('account_tokens_user_id_index').on('account_tokens').column('user_id').execute();

  await db.schema.alterTable('users').addColumn('email_verified_at', 'varchar(32)').execute();
  await db.updateTable('users').set({ email_verified_at: sql`created_at` }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
  await db.schema.dropTable('account_tokens').execute();
}
