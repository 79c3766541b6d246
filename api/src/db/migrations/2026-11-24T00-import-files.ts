import { type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): CSV uploads kept in the database instead of one instance's disk, so a file
 * checked on one API instance can be imported by another (several instances behind a load balancer).
 * `import_files`: one row per upload; `byte_size` and `chunk_count` stay null until the whole upload is stored.
 * `import_file_chunks`: its bytes in order (`position` 0, 1, …), each a few hundred KB, far below MariaDB's
 * max_allowed_packet (16 MB by default), so neither side ever holds the whole file.
 * `import_jobs.file_id` replaces `file_path` (a path on the disk of the instance that took the upload): the job's
 * upload until the job ends. No foreign key (SQLite cannot add one to an existing table); the code removes both.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const table = (name: string) => {
    const builder = db.schema.createTable(name);
    return mysql ? builder.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`) : builder;
  };
  const isoNow = mysql
    ? sql`(concat(substring(date_format(utc_timestamp(3), '%Y-%m-%dT%H:%i:%s.%f'), 1, 23), 'Z'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  // MySQL's BLOB holds 64 KB; MEDIUMBLOB 16 MB, plenty for one chunk.
  const bytes = sql.raw(mysql ? 'mediumblob' : 'blob');

  await table('import_files')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('byte_size', 'integer')
    .addColumn('chunk_count', 'integer')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull().defaultTo(isoNow))
    .execute();
  await db.schema.createIndex('import_files_created_at_index').on('import_files').column('created_at').execute();

  await table('import_file_chunks')
    .addColumn('file_id', 'integer', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('bytes', bytes, (column) => column.notNull())
    .addPrimaryKeyConstraint('import_file_chunks_pk', ['file_id', 'position'])
    .addForeignKeyConstraint('import_file_chunks_file_id_fk', ['file_id'], 'import_files', ['id'], (constraint) =>
      constraint.onDelete('cascade'),
    )
    .execute();

  await db.schema.alterTable('import_jobs').addColumn('file_id', 'integer').execute();
  await db.schema.createIndex('import_jobs_file_id_index').on('import_jobs').column('file_id').execute();
  await db.schema.alterTable('import_jobs').dropColumn('file_path').execute();
}

export async function down(db: AnyDb): Promise<void> {
  // MySQL names the table of an index to drop; SQLite's index names are global and it rejects `ON`.
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  await db.schema.alterTable('import_jobs').addColumn('file_path', 'varchar(1000)').execute();
  const dropJobIndex = db.schema.dropIndex('import_jobs_file_id_index');
  await (mysql ? dropJobIndex.on('import_jobs') : dropJobIndex).execute();
  await db.schema.alterTable('import_jobs').dropColumn('file_id').execute();
  await db.schema.dropTable('import_file_chunks').execute();
  await db.schema.dropTable('import_files').execute();
}
