import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

describe.each(testDatabases())('promotions on $name', (database) => {
  let t: TestApp;
  let productIds: number[];

  beforeAll(async () => {
    t = await startTestApp(database);
    const ids = await insertCatalogSkeleton(t.db);
    productIds = [];
    for (const slug of ['a', 'b', 'c']) {
      productIds.push(
        await insertProduct(t.db, {
          slug,
          name: slug,
          subcategory_id: ids.desktopsId,
          manufacturer_id: ids.manufacturerId,
        }),
      );
    }
    const running = await t.db
      .insertInto('promotions')
      .values({
        slug: 'black-friday',
        name: 'Black Friday popusti',
        starts_at: daysFromNow(-1),
        ends_at: daysFromNow(5),
      })
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('promotions')
      .values({ slug: 'prosla', name: 'Prošla', starts_at: daysFromNow(-10), ends_at: daysFromNow(-1) })
      .execute();
    const promotionId = Number(running.insertId);
    await t.db
      .insertInto('promotion_products')
      .values([
        { promotion_id: promotionId, product_id: productIds[2] as number, position: 1 },
        { promotion_id: promotionId, product_id: productIds[0] as number, position: 2 },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('answers the promotion name and its products in order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/getSinglePromotion/black-friday' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(200);
    expect(body.promocija.naziv_promocije).toBe('Black Friday popusti');
    expect(body.promocija.products.map((p: { slug: string }) => p.slug)).toEqual(['c', 'a']);
  });

  it.each(['nema', 'prosla'])('answers 404 with a message for %s (unknown or over)', async (slug) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/getSinglePromotion/${slug}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Promocija nije pronađena.', code: 'PROMOTION_NOT_FOUND' });
  });

  it('lists running promotions, products and the category tiles on /webshop and the home page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/getWebshopHighlights' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.promocije).toEqual([{ naziv_promocije: 'Black Friday popusti', url: '/promocija/black-friday' }]);
    expect(body.novo).toHaveLength(3);
    expect(body.naAkciji).toEqual([]);
    // The skeleton's two categories, in display order, with what a tile needs.
    expect(body.kategorije).toEqual([
      {
        naziv_kategorije: 'Televizori, audio, video',
        url_stranice: 'televizori,-audio,-video',
        url_slike: expect.any(String),
      },
      {
        naziv_kategorije: 'Računari i komponente',
        url_stranice: 'računari-i-komponente',
        url_slike: expect.any(String),
      },
    ]);
  });
});
