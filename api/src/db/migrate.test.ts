import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Migrator, NO_MIGRATIONS } from 'kysely';
import { testDatabases } from '../test/databases';
import { createDb } from './create-db';
import { migrateToLatest, migrationProvider } from './migrate';

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
          'audit_log',
          'cart_items',
          'categories',
          'compare_items',
          'contact_messages',
          'email_outbox',
          'favourites',
          'import_file_chunks',
          'import_files',
          'import_jobs',
          'loyalty_ledger',
          'manufacturers',
          'order_lines',
          'order_status_history',
          'orders',
          'product_former_slugs',
          'product_images',
          'product_specifications',
          'products',
          'proforma_request_items',
          'proforma_requests',
          'promotion_products',
          'promotions',
          'public_files',
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
