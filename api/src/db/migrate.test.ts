import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type KyselyPlugin, Migrator, NO_MIGRATIONS } from 'kysely';
import { testDatabases } from '../test/databases';
import { createDb } from './create-db';
import { countPendingMigrations, MIGRATION_COUNT, migrateToLatest, migrationProvider } from './migrate';

/** Lets `statements` statements run, then fails the next one after it ran: the connection lost before its answer. */
function cutAfter(statements: number): KyselyPlugin {
  let ran = 0;
  return {
    transformQuery: ({ node }) => node,
    async transformResult({ result }) {
      ran += 1;
      if (ran > statements) throw Object.assign(new Error('Connection lost'), { code: 'PROTOCOL_CONNECTION_LOST' });
      return result;
    },
  };
}

describe.each(testDatabases())('migrations on $name', (database) => {
  it('create every table of the Database interface, are idempotent, and roll back completely', async () => {
    const created = await database.create();
    const db = createDb(created.url);
    try {
      await migrateToLatest(db);
      await migrateToLatest(db);
      const appTables = async () =>
        (await db.introspection.getTables()).map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
      expect((await appTables()).sort()).toEqual(
        [
          'account_tokens',
          'approval_request_lines',
          'approval_requests',
          'audit_log',
          'cart_items',
          'categories',
          'companies',
          'company_delivery_addresses',
          'company_members',
          'compare_items',
          'contact_messages',
          'customer_groups',
          'email_outbox',
          'english_terms',
          'favourites',
          'import_file_chunks',
          'import_files',
          'import_jobs',
          'loyalty_ledger',
          'manufacturers',
          'order_lines',
          'order_status_history',
          'orders',
          'price_list_rules',
          'price_lists',
          'product_former_slugs',
          'product_images',
          'product_specifications',
          'products',
          'proforma_replies',
          'proforma_request_items',
          'proforma_requests',
          'promotion_products',
          'promotions',
          'public_files',
          'quote_lines',
          'quote_messages',
          'quotes',
          'search_queries',
          'releases',
          'search_synonyms',
          'sessions',
          'stock_notifications',
          'stored_files',
          'subcategories',
          'user_addresses',
          'users',
        ].sort(),
      );

      const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(NO_MIGRATIONS);
      expect(error).toBeUndefined();
      expect(await appTables()).toEqual([]);
    } finally {
      await db.destroy();
      await created.drop();
    }
  });
});

// Issue 24: MariaDB applies schema changes one by one (no transaction), so a run cut in the middle left a migration
// half applied, and every later start failed with `Duplicate column name`.
describe.each(testDatabases())('migrations cut in the middle on $name', (database) => {
  it.each([20, 45, 70, 95, 120])('complete on the next run after a cut at statement %i', async (statements) => {
    const created = await database.create();
    const db = createDb(created.url, { queryTimeout: false });
    try {
      await expect(migrateToLatest(db.withPlugin(cutAfter(statements)))).rejects.toThrow('Connection lost');
      const pending = await countPendingMigrations(db);
      // SQLite rolls the whole run back (one transaction); MySQL keeps what it applied, recorded or not.
      if (database.name === 'sqlite') expect(pending).toBe(MIGRATION_COUNT);
      else expect(pending).toBeGreaterThan(0);
      await migrateToLatest(db);
      expect(await countPendingMigrations(db)).toBe(0);
      // The schema is whole: the last migration's table and a column added in the middle of the list are there.
      await db.selectFrom('import_file_chunks').select(['file_id', 'position']).execute();
      await db.selectFrom('users').select(['phone', 'email_verified_at', 'deactivated_at']).execute();
      await db.selectFrom('orders').select(['loyalty_discount_minor']).execute();
    } finally {
      await db.destroy();
      await created.drop();
    }
  });
});

describe('the migration list', () => {
  // Migrations are listed by hand in migrate.ts (no folder scanning): a file left out of the list would never run.
  it('holds every file of migrations/, in date order', async () => {
    const files = readdirSync(path.join(__dirname, 'migrations'))
      .filter((name) => /\.ts$/.test(name) && !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(await migrationProvider.getMigrations())).toEqual(files);
  });
});
