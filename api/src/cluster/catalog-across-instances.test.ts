import type { FastifyInstance } from 'fastify';
import { testDatabases } from '../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../test/fixtures';
import { describeWithRedis, TEST_REDIS_URL, testKeyPrefix } from '../test/redis';
import { startAnotherInstance, startTestApp, type TestApp } from '../test/test-app';

const SLUG = 'laserski-pisač-mono';
/** The bound: a change on one instance is served by every other within a second. */
const WITHIN_MS = 1_000;

/** Polls until `check` holds; resolves to how long that took, or fails after `ms`. */
async function msUntil(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describeWithRedis.each(testDatabases())('a catalogue change on one instance, seen by another, on $name', (database) => {
  let a: TestApp;
  let b: FastifyInstance;
  let productId: number;

  beforeAll(async () => {
    const cluster = { redisUrl: TEST_REDIS_URL as string, keyPrefix: testKeyPrefix() };
    // Long cache lifetimes: only the invalidation message can make B show the change this soon.
    a = await startTestApp(database, { cluster, productCache: { ttlMs: 60_000 } });
    b = await startAnotherInstance(a);
    const ids = await insertCatalogSkeleton(a.db);
    productId = await insertProduct(a.db, {
      slug: SLUG,
      name: 'Laserski pisač Mono',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      price_minor: 25_000,
    });
    await Promise.all([a.app.searchIndex.rebuild(), b.searchIndex.rebuild()]);
    await msUntil(async () => a.app.cluster.state === 'shared' && b.cluster.state === 'shared', 5_000);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const priceOnB = async () =>
    (await b.inject({ method: 'GET', url: `/api/proizvod/${encodeURIComponent(SLUG)}` })).json().product
      .prodajna_cijena_sa_pdv;
  const searchOnB = async (value: string) =>
    (await b.inject({ method: 'POST', url: '/api/searchProducts', payload: { value } })).json() as unknown[];

  it('drops the cached product answer and re-reads the search index within a second', async () => {
    expect(await priceOnB()).toBe(250);
    expect(await searchOnB('toner')).toHaveLength(0);

    await a.db
      .updateTable('products')
      .set({ price_minor: 19_990, name: 'Laserski pisač Mono toner' })
      .where('id', '=', productId)
      .execute();
    await a.app.catalogChanged({ products: [productId] });

    expect(await msUntil(async () => (await priceOnB()) === 199.9, WITHIN_MS)).toBeLessThanOrEqual(WITHIN_MS);
    expect(await msUntil(async () => (await searchOnB('toner')).length === 1, WITHIN_MS)).toBeLessThanOrEqual(
      WITHIN_MS,
    );
  });

  it('forgets a removed product everywhere', async () => {
    expect(await searchOnB('toner')).toHaveLength(1);
    await a.db.deleteFrom('products').where('id', '=', productId).execute();
    await a.app.catalogChanged({ removedProducts: [productId] });
    await msUntil(async () => (await searchOnB('toner')).length === 0, WITHIN_MS);
    const answer = await b.inject({ method: 'GET', url: `/api/proizvod/${encodeURIComponent(SLUG)}` });
    expect(answer.statusCode).toBe(404);
  });
});
