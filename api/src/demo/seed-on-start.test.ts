import { testDatabases } from '../test/databases';
import { insertCategory } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { testConfig } from '../test/test-config';
import { seedEmptyDatabase } from './seed-on-start';

const count = async (t: TestApp, table: 'categories' | 'products' | 'users') => {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
};

describe.each(testDatabases())('seeding an empty database at start on $name', (database) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(database);
  });
  afterEach(() => t.close());

  it('seeds the demo shop with its demo accounts outside production', async () => {
    await seedEmptyDatabase(t.app, testConfig({ server: { nodeEnv: 'development' } }));
    expect(await count(t, 'categories')).toBeGreaterThan(0);
    expect(await count(t, 'products')).toBeGreaterThan(0);
    expect(await count(t, 'users')).toBeGreaterThan(0);
  });

  it('refuses in production unless SEED_DEMO_USERS=true', async () => {
    await seedEmptyDatabase(t.app, testConfig({ server: { nodeEnv: 'production' } }));
    expect(await count(t, 'products')).toBe(0);
    await seedEmptyDatabase(
      t.app,
      testConfig({ server: { nodeEnv: 'production' }, database: { seedDemoUsers: true } }),
    );
    expect(await count(t, 'products')).toBeGreaterThan(0);
    expect(await count(t, 'users')).toBeGreaterThan(0);
  });

  it('leaves a database that already has a catalogue alone', async () => {
    await insertCategory(t.db, { slug: 'postojeca', name: 'Postojeća', position: 1 });
    await seedEmptyDatabase(t.app, testConfig({ server: { nodeEnv: 'development' } }));
    expect(await count(t, 'categories')).toBe(1);
    expect(await count(t, 'products')).toBe(0);
  });
});
