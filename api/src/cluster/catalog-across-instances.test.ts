import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAMPLE_DELIVERY_DETAILS } from '@shop/shared/fixtures';
import type { FastifyInstance } from 'fastify';
import { waitFor } from '../faults/wait';
import { testDatabases } from '../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession } from '../test/fixtures';
import { describeWithRedis, TEST_REDIS_URL, testKeyPrefix } from '../test/redis';
import { startAnotherInstance, startTestApp, type TestApp } from '../test/test-app';

const SLUG = 'laserski-pisač-mono';
/** The bound: a change on one instance is served by every other within a second. */
const WITHIN_MS = 1_000;

describeWithRedis.each(testDatabases())('a catalogue change on one instance, seen by another, on $name', (database) => {
  let a: TestApp;
  let b: FastifyInstance;
  let productId: number;
  let ids: Awaited<ReturnType<typeof insertCatalogSkeleton>>;
  /** A shell build's index.html, so both instances answer product pages (head, JSON-LD) as HTML. */
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = await mkdtemp(path.join(tmpdir(), 'shop-two-'));
    await mkdir(path.join(staticRoot, 'shell/dist'), { recursive: true });
    await writeFile(
      path.join(staticRoot, 'shell/dist/index.html'),
      '<!doctype html><html><head><title>IT Shop</title></head><body><div id="root"></div></body></html>',
    );
    const cluster = { redisUrl: TEST_REDIS_URL as string, keyPrefix: testKeyPrefix() };
    // Long cache lifetimes: only the invalidation message can make B show the change this soon.
    a = await startTestApp(database, { cluster, productCache: { ttlMs: 60_000 }, staticFiles: { root: staticRoot } });
    b = await startAnotherInstance(a);
    ids = await insertCatalogSkeleton(a.db);
    productId = await insertProduct(a.db, {
      slug: SLUG,
      name: 'Laserski pisač Mono',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      price_minor: 25_000,
    });
    await Promise.all([a.app.searchIndex.rebuild(), b.searchIndex.rebuild()]);
    await waitFor(
      'both instances on Redis',
      async () => a.app.cluster.state === 'shared' && b.cluster.state === 'shared',
      5_000,
      10,
    );
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  const priceOnB = async () =>
    (await b.inject({ method: 'GET', url: `/api/proizvod/${encodeURIComponent(SLUG)}` })).json().product
      .prodajna_cijena_sa_pdv;
  const searchOnB = async (value: string) =>
    (await b.inject({ method: 'POST', url: '/api/searchProducts', payload: { value } })).json() as unknown[];

  it('drops the cached product answer and re-reads the search index within a second', async () => {
    expect(await priceOnB()).toBe(250);
    expect(await searchOnB('toner')).toHaveLength(0);

    await a.app.writeCatalog(async (trx, changes) => {
      await trx
        .updateTable('products')
        .set({ price_minor: 19_990, name: 'Laserski pisač Mono toner' })
        .where('id', '=', productId)
        .execute();
      changes.product(productId);
    });

    expect(await waitFor('priceOnB', async () => (await priceOnB()) === 199.9, WITHIN_MS, 10)).toBeLessThanOrEqual(
      WITHIN_MS,
    );
    expect(
      await waitFor('searchOnB', async () => (await searchOnB('toner')).length === 1, WITHIN_MS, 10),
    ).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('forgets a removed product everywhere', async () => {
    expect(await searchOnB('toner')).toHaveLength(1);
    await a.app.writeCatalog(async (trx, changes) => {
      await trx.deleteFrom('products').where('id', '=', productId).execute();
      changes.removedProduct(productId);
    });
    await waitFor('searchOnB', async () => (await searchOnB('toner')).length === 0, WITHIN_MS, 10);
    const answer = await b.inject({ method: 'GET', url: `/api/proizvod/${encodeURIComponent(SLUG)}` });
    expect(answer.statusCode).toBe(404);
  });

  it('shows the stock an order took on A in the product JSON and page of B within a second', async () => {
    const slug = 'toner-brother-tn-2420';
    const soldId = await insertProduct(a.db, {
      slug,
      name: 'Toner Brother TN-2420',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      price_minor: 9_990,
      stock: 3,
    });
    const stockOnB = async () =>
      (await b.inject({ method: 'GET', url: `/api/proizvod/${slug}` })).json().product.kolicina as number;
    const availabilityOnB = async () => {
      const page = await b.inject({ method: 'GET', url: `/proizvod/${slug}`, headers: { accept: 'text/html' } });
      return /"availability":"https:\/\/schema\.org\/(\w+)"/.exec(page.body)?.[1];
    };
    // Both cached on B: only the order's change can move them.
    expect(await stockOnB()).toBe(3);
    expect(await availabilityOnB()).toBe('InStock');

    const buyer = await insertSession(a.db);
    await a.db.insertInto('cart_items').values({ session_id: buyer.id, product_id: soldId, quantity: 3 }).execute();
    const placed = await a.app.inject({
      method: 'POST',
      url: '/api/placeOrder',
      headers: { cookie: buyer.cookie },
      payload: { uslovi: true, nacin_placanja: 'pouzece', kupac: SAMPLE_DELIVERY_DETAILS },
    });
    expect(placed.statusCode).toBe(200);

    expect(await waitFor('stockOnB', async () => (await stockOnB()) === 0, WITHIN_MS, 10)).toBeLessThanOrEqual(
      WITHIN_MS,
    );
    expect(
      await waitFor('availabilityOnB', async () => (await availabilityOnB()) === 'OutOfStock', WITHIN_MS, 10),
    ).toBeLessThanOrEqual(WITHIN_MS);
  });
});
