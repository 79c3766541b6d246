import { sqliteDatabase, testDatabases } from '../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../test/fixtures';
import { closedPort } from '../test/tcp-proxy';
import { sessionCookieHeader, startTestApp, type TestApp } from '../test/test-app';
import { createDb } from './create-db';
import { migrateToLatest } from './migrate';

const SLUG = 'monitor-27';
/** Short, so the test sees reads move back to the replica. */
const READ_AFTER_WRITE_MS = 300;

/*
 * A replica is played by a second database holding the same product under another name: which name a shopper's
 * page shows tells which database answered. (Real replication is the database's job; the routing is ours.)
 */
describe.each(testDatabases())('catalogue reads with DATABASE_READ_URL, on $name', (database) => {
  let t: TestApp;
  let dropReplica: () => Promise<void>;
  let productId: number;

  beforeAll(async () => {
    const replica = await database.create();
    dropReplica = replica.drop;
    const replicaDb = createDb(replica.url);
    await migrateToLatest(replicaDb);
    const replicaIds = await insertCatalogSkeleton(replicaDb);
    await insertProduct(replicaDb, {
      slug: SLUG,
      name: 'Monitor 27 (replica)',
      subcategory_id: replicaIds.desktopsId,
      manufacturer_id: replicaIds.manufacturerId,
    });
    await replicaDb.destroy();

    t = await startTestApp(database, {
      database: { readUrl: replica.url, readAfterWriteMs: READ_AFTER_WRITE_MS },
      productCache: { ttlMs: 0 },
    });
    const ids = await insertCatalogSkeleton(t.db);
    productId = await insertProduct(t.db, {
      slug: SLUG,
      name: 'Monitor 27 (primary)',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
    });
  });

  afterAll(async () => {
    await t?.close();
    await dropReplica?.();
  });

  const productName = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/proizvod/${SLUG}` })).json().product.naziv as string;

  it("serves a shopper's product page from the replica", async () => {
    expect(await productName()).toBe('Monitor 27 (replica)');
  });

  it('keeps carts on the primary', async () => {
    // The replica's product ids are its own: the cart must find the primary's product by the primary's id.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/addToCart',
      payload: { id: productId, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/getCart',
      headers: { cookie: sessionCookieHeader(added) },
    });
    expect(cart.json().stavke.map((line: { naziv: string }) => line.naziv)).toEqual(['Monitor 27 (primary)']);
  });

  it('reads the catalogue from the primary right after a catalogue change, then from the replica again', async () => {
    await t.app.writeCatalog(async (_trx, changes) => changes.product(productId));
    expect(await productName()).toBe('Monitor 27 (primary)');
    await new Promise((resolve) => setTimeout(resolve, READ_AFTER_WRITE_MS + 50));
    expect(await productName()).toBe('Monitor 27 (replica)');
  });
});

describe('a read replica that does not answer', () => {
  it('sends catalogue reads to the primary instead of failing them', async () => {
    const t = await startTestApp(sqliteDatabase, {
      database: { readUrl: `mysql://root@127.0.0.1:${await closedPort()}/shop`, timeoutMs: 500 },
    });
    try {
      const ids = await insertCatalogSkeleton(t.db);
      await insertProduct(t.db, {
        slug: SLUG,
        name: 'Monitor 27',
        subcategory_id: ids.desktopsId,
        manufacturer_id: ids.manufacturerId,
      });
      // The first probe runs at start; give it a moment to fail.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answer = await t.app.inject({ method: 'GET', url: `/api/proizvod/${SLUG}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().product.naziv).toBe('Monitor 27');
    } finally {
      await t.close();
    }
  });
});
