import { type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): issue 22, search that finds what shoppers mean.
 * `search_synonyms`: the one synonym table staff edit (admin panel, #Pretraga): one row per group of phrases that mean
 * the same, stored as typed, comma-separated ("laptop, notebook, prijenosni računar").
 * `search_queries`: what shoppers searched, counted per day and folded query (lower case, no diacritics): how often,
 * and how often it found nothing. Each API instance adds its counts every few seconds (one upsert per query and day),
 * so a search never waits for a write. The admin panel reads the week's top queries and those that found nothing.
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

  await table('search_synonyms')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('terms', 'varchar(1000)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull().defaultTo(isoNow))
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull().defaultTo(isoNow))
    .execute();

  await table('search_queries')
    // `YYYY-MM-DD` (UTC)
    .addColumn('day', 'varchar(10)', (column) => column.notNull())
    .addColumn('query', 'varchar(100)', (column) => column.notNull())
    .addColumn('searches', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('zero_results', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('search_queries_pk', ['day', 'query'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('search_queries').execute();
  await db.schema.dropTable('search_synonyms').execute();
}
