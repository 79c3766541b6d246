import { type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): the admin panel's audit log and deactivated accounts.
 * `audit_log`: one row per staff write: who (`user_id`, kept as `user_email` too so a deleted account's entries stay
 * readable), what (`action`, e.g. `product.update`; `entity` and `entity_id`), the JSON before and after, and the IP.
 * `users.deactivated_at`: set by an Admin; such an account cannot sign in and its sessions are gone.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const isoNow = mysql
    ? sql`(concat(substring(date_format(utc_timestamp(3), '%Y-%m-%dT%H:%i:%s.%f'), 1, 23), 'Z'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const json = mysql ? sql`mediumtext` : sql`text`;

  const audit = db.schema.createTable('audit_log');
  await (mysql ? audit.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`) : audit)
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer')
    .addColumn('user_email', 'varchar(255)', (column) => column.notNull())
    .addColumn('action', 'varchar(64)', (column) => column.notNull())
    .addColumn('entity', 'varchar(32)', (column) => column.notNull())
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('before_json', json)
    .addColumn('after_json', json)
    .addColumn('ip', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull().defaultTo(isoNow))
    .addForeignKeyConstraint('audit_log_user_id_fk', ['user_id'], 'users', ['id'], (constraint) =>
      constraint.onDelete('set null'),
    )
    .execute();
  await db.schema.createIndex('audit_log_created_at_index').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_entity_index').on('audit_log').columns(['entity', 'entity_id']).execute();

  await db.schema.alterTable('users').addColumn('deactivated_at', 'varchar(32)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
  await db.schema.dropTable('audit_log').execute();
}
