import { type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): issue 28. The releases of the shell and of each remote kept on disk under
 * `releases/<package>/<release_id>/`, and which one is live: the row with the latest `live_since` (a switch is one
 * UPDATE of one row, so every instance reads either the old or the new pointer). Without a row the package's
 * `dist/` is served, as before.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const releases = db.schema.createTable('releases');
  await (mysql ? releases.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`) : releases)
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('package', 'varchar(32)', (column) => column.notNull())
    .addColumn('release_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('live_since', 'varchar(32)')
    .addUniqueConstraint('releases_package_release_unique', ['package', 'release_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('releases').execute();
}
