import { type ColumnDefinitionBuilder, type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): files the API serves from the database (product and category images, later the
 * admin's uploads and their resized variants). `stored_files` holds each distinct content once, keyed by its SHA-256;
 * `public_files` maps a public URL path (what product_images.url and categories.image_url hold) to that content.
 * In the database rather than on disk, so every API instance behind a load balancer serves the same files.
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
  const createdAt = (column: Column) => column.notNull().defaultTo(isoNow);
  /** Compared byte for byte, as slugs are (the paths contain them). */
  const exactText = (length: number) =>
    sql.raw(mysql ? `varchar(${length}) collate utf8mb4_bin` : `varchar(${length})`);
  // MySQL's BLOB holds 64 KB; a photo needs more (MEDIUMBLOB: 16 MB).
  const bytes = sql.raw(mysql ? 'mediumblob' : 'blob');

  await table('stored_files')
    .addColumn('sha256', 'char(64)', (column) => column.primaryKey())
    .addColumn('content_type', 'varchar(100)', required)
    .addColumn('byte_size', 'integer', required)
    .addColumn('bytes', bytes, required)
    .addColumn('created_at', 'varchar(32)', createdAt)
    .execute();

  await table('public_files')
    .addColumn('path', exactText(500), (column) => column.primaryKey())
    .addColumn('sha256', 'char(64)', required)
    .addColumn('created_at', 'varchar(32)', createdAt)
    // RESTRICT: content is removed only once no path serves it any more.
    .addForeignKeyConstraint('public_files_sha256_fk', ['sha256'], 'stored_files', ['sha256'], (constraint) =>
      constraint.onDelete('restrict'),
    )
    .execute();
  await db.schema.createIndex('public_files_sha256_index').on('public_files').column('sha256').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('public_files').execute();
  await db.schema.dropTable('stored_files').execute();
}
