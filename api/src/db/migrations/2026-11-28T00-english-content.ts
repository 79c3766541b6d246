import { type Kysely, MysqlAdapter, sql } from 'kysely';

/*
 * Frozen (see the initial migration): issue 26, the shop's content in English (decision 019). Optional English
 * texts next to the Serbian ones (null: the Serbian text is shown): category, subcategory and promotion names, a
 * product's name, short description and label. `english_terms` translates the words specifications are made of
 * ("Boja" → "Colour", "Crna" → "Black", "Da" → "Yes"), once for the whole catalogue: compared byte for byte with a
 * specification's name or value.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and do not follow the evolving Database interface
type AnyDb = Kysely<any>;

const ENGLISH_COLUMNS = [
  ['categories', 'name_en', 'varchar(255)'],
  ['subcategories', 'name_en', 'varchar(255)'],
  ['promotions', 'name_en', 'varchar(255)'],
  ['products', 'name_en', 'varchar(255)'],
  ['products', 'short_description_en', 'text'],
  ['products', 'label_en', 'varchar(100)'],
] as const;

export async function up(db: AnyDb): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  // One column per statement: SQLite cannot add several in one ALTER TABLE.
  for (const [table, name, type] of ENGLISH_COLUMNS) await db.schema.alterTable(table).addColumn(name, type).execute();
  const builder = db.schema.createTable('english_terms');
  await (mysql ? builder.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_bin`) : builder)
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('serbian', 'varchar(255)', (column) => column.notNull())
    .addColumn('english', 'varchar(255)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('english_terms_serbian_unique').unique().on('english_terms').column('serbian').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('english_terms').execute();
  for (const [table, name] of [...ENGLISH_COLUMNS].reverse())
    await db.schema.alterTable(table).dropColumn(name).execute();
}
