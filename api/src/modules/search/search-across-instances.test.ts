import type { FastifyInstance } from 'fastify';
import { waitFor } from '../../faults/wait';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../test/fixtures';
import { describeWithRedis, TEST_REDIS_URL, testKeyPrefix } from '../../test/redis';
import { signedInAs } from '../../test/staff';
import { startAnotherInstance, startTestApp, type TestApp } from '../../test/test-app';

/** The bound: every instance answers the same results within a second of a change. */
const WITHIN_MS = 1_000;

describeWithRedis.each(testDatabases())('search on two instances, on $name', (database) => {
  let a: TestApp;
  let b: FastifyInstance;
  let editor: string;
  let productId: number;

  beforeAll(async () => {
    a = await startTestApp(database, { cluster: { redisUrl: TEST_REDIS_URL as string, keyPrefix: testKeyPrefix() } });
    b = await startAnotherInstance(a);
    editor = (await signedInAs(a.db, 'Editor')).cookie;
    const ids = await insertCatalogSkeleton(a.db);
    productId = await insertProduct(a.db, {
      slug: 'optiplex',
      name: 'Dell OptiPlex 7010',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
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
  });

  const foundOn = async (app: FastifyInstance, value: string) =>
    (
      (await app.inject({ method: 'POST', url: '/api/searchProducts', payload: { value } })).json() as {
        slug: string;
      }[]
    )
      .map((suggestion) => suggestion.slug)
      .join(',');

  it('a synonym saved through the admin API on one instance finds products on the other within a second', async () => {
    expect(await foundOn(b, 'kasica')).toBe('');
    const saved = await a.app.inject({
      method: 'POST',
      url: '/api/admin/search/synonyms',
      payload: { izrazi: ['kasica', 'desktop računar'] },
      headers: { cookie: editor },
    });
    expect(saved.statusCode).toBe(200);
    expect(await foundOn(a.app, 'kasica')).toBe('optiplex');
    await waitFor('foundOn', async () => (await foundOn(b, 'kasica')) === 'optiplex', WITHIN_MS, 10);
  });

  it('a product edit on one instance is searched the same on the other within a second', async () => {
    await a.app.writeCatalog(async (trx, changes) => {
      await trx.updateTable('products').set({ name: 'Dell OptiPlex Orao' }).where('id', '=', productId).execute();
      changes.product(productId);
    });
    expect(await foundOn(a.app, 'orao')).toBe('optiplex');
    await waitFor('foundOn', async () => (await foundOn(b, 'orao')) === 'optiplex', WITHIN_MS, 10);
  });
});
