import { type CreateTableBuilder, type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): the admin panel's CSV imports of products.
 * `import_jobs`: one row per uploaded file. The dry run fills the planned counts and the row errors (state `checked`);
 * starting it makes it a background job (`running`) whose counts grow batch by batch until `done` or `failed`.
 * `file_path` is the upload kept on disk until the job ends. `heartbeat_at` moves with every batch: a running job
 * whose heartbeat stopped (the API restarted) is marked failed.
 * `products_product_code_index`: the import finds products by kod_proizvoda, a batch at a time.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const isoNow = mysql
    ? sql`(concat(substring(date_format(utc_timestamp(3), '%Y-%m-%dT%H:%i:%s.%f'), 1, 23), 'Z'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const json = mysql ? sql`mediumtext` : sql`text`;
  const created = db.schema.createTable('import_jobs');
  let jobs: CreateTableBuilder<string, string> = (
    mysql ? created.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`) : created
  )
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('state', 'varchar(16)', (column) => column.notNull())
    .addColumn('file_name', 'varchar(255)', (column) => column.notNull())
    .addColumn('file_path', 'varchar(1000)')
    .addColumn('user_id', 'integer')
    .addColumn('user_email', 'varchar(255)', (column) => column.notNull());
  for (const name of [
    'total_rows',
    'invalid_rows',
    'planned_create',
    'planned_update',
    'planned_unchanged',
    'processed_rows',
    'created',
    'updated',
    'unchanged',
    'failed',
  ]) {
    jobs = jobs.addColumn(name, 'integer', (column) => column.notNull().defaultTo(0));
  }
  await jobs
    .addColumn('errors_json', json)
    .addColumn('failure_code', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull().defaultTo(isoNow))
    .addColumn('started_at', 'varchar(32)')
    .addColumn('heartbeat_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .addForeignKeyConstraint('import_jobs_user_id_fk', ['user_id'], 'users', ['id'], (constraint) =>
      constraint.onDelete('set null'),
    )
    .execute();
  await db.schema.createIndex('import_jobs_state_index').on('import_jobs').columns(['state', 'id']).execute();
  await db.schema.createIndex('products_product_code_index').on('products').column('product_code').execute();
}

export async function down(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  // MySQL names the table of an index to drop; SQLite's index names are global and it rejects `ON`.
  const drop = db.schema.dropIndex('products_product_code_index');
  await (mysql ? drop.on('products') : drop).execute();
  await db.schema.dropTable('import_jobs').execute();
}
