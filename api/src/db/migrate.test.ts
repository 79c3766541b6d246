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
          'cart_items',
          'categories',
          'compare_items',
          'contact_messages',
          'email_outbox',
          'favourites',
          'manufacturers',
          'order_lines',
          'orders',
          'product_former_slugs',
          'product_images',
          'product_specifications',
          'products',
          'proforma_request_items',
          'proforma_requests',
          'promotion_products',
          'promotions',
          'sessions',
          'stock_notifications',
          'subcategories',
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
