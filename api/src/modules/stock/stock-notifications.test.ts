import { SAMPLE_DELIVERY_DETAILS } from '@shop/shared/fixtures';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { changeOrderStatus } from '../checkout';
import { changeStock } from './change-stock';

describe.each(testDatabases())('back-in-stock notifications on $name', (database) => {
  let t: TestApp;
  let base: { subcategory_id: number; manufacturer_id: number };
  let productCounter = 0;

  beforeAll(async () => {
    t = await startTestApp(database);
    const ids = await insertCatalogSkeleton(t.db);
    base = { subcategory_id: ids.desktopsId, manufacturer_id: ids.manufacturerId };
  });
  afterAll(() => t.close());

  const newProduct = async (stock: number) => {
    productCounter += 1;
    const slug = `obavijest-${productCounter}`;
    const id = await insertProduct(t.db, { ...base, slug, name: `Čitač kartica ${productCounter}`, stock });
    return { id, slug, name: `Čitač kartica ${productCounter}` };
  };
  /** The page's language travels as Accept-Language (callApi sets it); it is the email's language too. */
  const ask = (payload: object, cookie?: string, language = 'sr') =>
    t.app.inject({
      method: 'POST',
      url: '/api/notifyWhenInStock',
      headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
      payload,
    });
  const outboxFor = (to: string) =>
    t.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', to)
      .orderBy('id')
      .execute();

  it('stores a guest request once per product and address, whatever the case of the address', async () => {
    const product = await newProduct(0);
    expect((await ask({ id_proizvoda: product.id, email: 'Ana@Firma.ba' })).json()).toEqual({ status: 200 });
    expect((await ask({ id_proizvoda: product.id, email: 'ana@firma.ba' })).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('stock_notifications')
      .selectAll()
      .where('product_id', '=', product.id)
      .execute();
    expect(rows).toEqual([expect.objectContaining({ email: 'ana@firma.ba', user_id: null, notified_at: null })]);
  });

  it("keeps a signed-in user's id with the request", async () => {
    const product = await newProduct(0);
    const userId = await insertUser(t.db, { email: `kupac${product.id}@demo.ba`, password: 'Kupac123!' });
    const session = await insertSession(t.db, userId);
    expect((await ask({ id_proizvoda: product.id, email: 'kupac@demo.ba' }, session.cookie)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('stock_notifications')
      .select('user_id')
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(userId);
  });

  it('refuses a product in stock (409), an unknown one (404) and a bad address (400), never a 500', async () => {
    const inStock = await newProduct(3);
    const refused = await ask({ id_proizvoda: inStock.id, email: 'ana@firma.ba' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'ALREADY_IN_STOCK',
      message: 'Proizvod je dostupan, možete ga odmah naručiti.',
    });
    expect((await ask({ id_proizvoda: 999_999, email: 'ana@firma.ba' })).statusCode).toBe(404);
    const badEmail = await ask({ id_proizvoda: inStock.id, email: 'ana@firma' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ message: 'Unesite ispravnu Email adresu!' });
    expect((await ask({ email: 'ana@firma.ba' })).statusCode).toBe(400);
  });

  /** Changes a product's stock as every writer does: in an `app.writeCatalog` transaction. */
  const stockBy = (productId: number, delta: number) =>
    t.app.writeCatalog((trx, changes) => changeStock(trx, changes, productId, delta));

  it('emails each address once, in its language, when the stock rises above 0; asking again re-arms', async () => {
    const product = await newProduct(0);
    await ask({ id_proizvoda: product.id, email: 'sr@firma.ba' });
    await ask({ id_proizvoda: product.id, email: 'en@firma.ba' }, undefined, 'en');

    // Links in the emails start with the site's public address (config.site.url).
    await t.app.writeCatalog((trx, changes) => changeStock(trx, changes, product.id, 2, 'https://shop.example'));
    const [serbian] = await outboxFor('sr@firma.ba');
    expect(serbian?.subject).toBe(`Ponovo na stanju: ${product.name}`);
    expect(serbian?.text_body).toContain(`https://shop.example/proizvod/${product.slug}`);
    expect((await outboxFor('en@firma.ba'))[0]?.subject).toBe(`Back in stock: ${product.name}`);

    // Once per request: more stock sends nothing new.
    await stockBy(product.id, 1);
    expect(await outboxFor('sr@firma.ba')).toHaveLength(1);

    // Sold out and asked again: the next rise answers again.
    expect(await stockBy(product.id, -3)).toBe(true);
    await ask({ id_proizvoda: product.id, email: 'sr@firma.ba' });
    await stockBy(product.id, 1);
    expect(await outboxFor('sr@firma.ba')).toHaveLength(2);
    expect(await outboxFor('en@firma.ba')).toHaveLength(1);
  });

  it('takes stock only when there is enough (the oversell guard)', async () => {
    const product = await newProduct(1);
    expect(await stockBy(product.id, -2)).toBe(false);
    expect(await stockBy(product.id, -1)).toBe(true);
    expect(await stockBy(product.id, -1)).toBe(false);
  });

  it('a cancelled order that returns the last units emails whoever asked meanwhile', async () => {
    const product = await newProduct(1);
    const buyer = await insertSession(t.db);
    await t.db.insertInto('cart_items').values({ session_id: buyer.id, product_id: product.id, quantity: 1 }).execute();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/placeOrder',
      headers: { cookie: buyer.cookie },
      payload: { nacin_placanja: 'pouzece', uslovi: true, kupac: SAMPLE_DELIVERY_DETAILS },
    });
    expect(placed.statusCode).toBe(200);
    expect((await ask({ id_proizvoda: product.id, email: 'ceka@firma.ba' })).statusCode).toBe(200);

    const order = await t.db
      .selectFrom('orders')
      .select('id')
      .where('session_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    await changeOrderStatus(t.app.writeCatalog, order.id, 'otkazana');
    expect(await outboxFor('ceka@firma.ba')).toHaveLength(1);
  });
});
