import { SAMPLE_DELIVERY_DETAILS } from '@shop/shared/fixtures';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession, insertUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { changeOrderStatus } from '../checkout';
import { loyaltyAccount } from './account';
import { addDays } from './ledger';
import { insertLedgerEntries } from './loyalty-repository';
import { applyLoyaltyForStatus } from './order-status';

const kupac = SAMPLE_DELIVERY_DETAILS;

describe.each(testDatabases())('loyalty points on $name', (database) => {
  let t: TestApp;
  let base: { subcategory_id: number; manufacturer_id: number };
  let counter = 0;

  beforeAll(async () => {
    // The order limits have their own test (checkout/order-limits.test.ts); here one client orders again and again.
    t = await startTestApp(database, { rateLimit: { enabled: false } });
    const ids = await insertCatalogSkeleton(t.db);
    base = { subcategory_id: ids.desktopsId, manufacturer_id: ids.manufacturerId };
  });
  afterAll(() => t.close());

  /** A signed-in customer (own session) whose cart holds one product at `priceMinor`. */
  const customerWithCart = async (priceMinor: number) => {
    counter += 1;
    const userId = await insertUser(t.db, { email: `loyal-${counter}@example.ba`, password: 'lozinka1234' });
    const session = await insertSession(t.db, userId);
    await fillCart(userId, priceMinor);
    return { userId, cookie: session.cookie };
  };
  const fillCart = async (userId: number, priceMinor: number) => {
    counter += 1;
    const product = await insertProduct(t.db, {
      ...base,
      slug: `l-${counter}`,
      name: `Artikal ${counter}`,
      price_minor: priceMinor,
    });
    await t.db.insertInto('cart_items').values({ user_id: userId, product_id: product, quantity: 1 }).execute();
  };
  const placeOrder = (cookie: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/placeOrder',
      headers: { cookie },
      payload: { nacin_placanja: 'pouzece', kupac, uslovi: true, ...extra },
    });
  const orderId = async (number: string) =>
    (await t.db.selectFrom('orders').select('id').where('number', '=', number).executeTakeFirstOrThrow()).id;
  const deliver = async (id: number) => {
    for (const status of ['potvrđena', 'poslana', 'isporučena'] as const)
      await changeOrderStatus(t.app.writeCatalog, id, status);
  };
  const getLoyalty = async (cookie?: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/getLoyalty', headers: cookie ? { cookie } : {} })).json();
  /** Points credited `daysAgo` days ago (a fixture: as a delivered order would have written them). */
  const credit = (userId: number, points: number, daysAgo: number) => {
    const createdAt = addDays(new Date().toISOString(), -daysAgo);
    return insertLedgerEntries(t.db, [{ userId, kind: 'earn', points, createdAt, expiresAt: addDays(createdAt, 365) }]);
  };

  it('credits 1 point per whole KM of the items total when the order is delivered, not before', async () => {
    const { userId, cookie } = await customerWithCart(123_499); // 1.234,99 KM + 10 KM shipping
    const placed = await placeOrder(cookie);
    expect(placed.statusCode).toBe(200);
    const id = await orderId(placed.json().broj);
    await changeOrderStatus(t.app.writeCatalog, id, 'potvrđena');
    await changeOrderStatus(t.app.writeCatalog, id, 'poslana');
    expect((await getLoyalty(cookie)).bodovi).toBe(0);
    await changeOrderStatus(t.app.writeCatalog, id, 'isporučena');
    const account = await getLoyalty(cookie);
    expect(account.bodovi).toBe(1234);
    expect(account.stavke).toEqual([
      expect.objectContaining({ vrsta: 'earn', bodovi: 1234, narudzba: placed.json().broj }),
    ]);
    const { datum, istice } = account.stavke[0];
    expect(Date.parse(istice) - Date.parse(datum)).toBe(365 * 86_400_000);
    expect((await loyaltyAccount(t.db, userId)).bodovi).toBe(1234);
  });

  it('gives a guest nothing: no account, no points for a guest order, no redemption', async () => {
    expect(await getLoyalty()).toBeNull();
    const guest = await insertSession(t.db);
    const product = await insertProduct(t.db, {
      ...base,
      slug: 'guest-item',
      name: 'Gost artikal',
      price_minor: 90_000,
    });
    await t.db.insertInto('cart_items').values({ session_id: guest.id, product_id: product, quantity: 1 }).execute();
    const refused = await placeOrder(guest.cookie, { bodovi: 500 });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('LOYALTY_SIGN_IN_REQUIRED');
    const placed = await placeOrder(guest.cookie);
    await deliver(await orderId(placed.json().broj));
    expect(
      await t.db
        .selectFrom('loyalty_ledger')
        .select('id')
        .where('order_id', '=', await orderId(placed.json().broj))
        .execute(),
    ).toEqual([]);
  });

  it('refuses fewer than 500 points, more than half the items total, and more than the balance', async () => {
    const { userId, cookie } = await customerWithCart(200_000); // 2.000 KM: at most 1.000 KM = 100 000 points
    await credit(userId, 800, 10);
    const refusal = async (bodovi: number) => {
      const response = await placeOrder(cookie, { bodovi });
      return { status: response.statusCode, ...response.json() };
    };
    expect(await refusal(499)).toMatchObject({ status: 400, code: 'LOYALTY_MINIMUM' });
    expect(await refusal(900)).toMatchObject({
      status: 409,
      code: 'LOYALTY_OVER_BALANCE',
      message: 'Imate 800 bodova: ne možete iskoristiti više od toga.',
    });
    expect(await refusal(1.5)).toMatchObject({ status: 400, code: 'VALIDATION', fields: { bodovi: 'INVALID_POINTS' } });

    // A cheap order: 12 KM of items, so at most 6 KM = 600 points.
    const small = await customerWithCart(1_200);
    await credit(small.userId, 5_000, 10);
    const response = await placeOrder(small.cookie, { bodovi: 601 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'LOYALTY_OVER_HALF' });
    // Nothing was written by the refusals: no order, no reservation, the cart still there.
    expect((await getLoyalty(small.cookie)).bodovi).toBe(5_000);
    expect((await placeOrder(small.cookie, { bodovi: 600 })).statusCode).toBe(200);
  });

  it('reserves the points with the order, shows the discount in its totals, and returns them on cancellation', async () => {
    const { userId, cookie } = await customerWithCart(150_000); // 1.500 KM
    await credit(userId, 1_000, 20);
    const placed = await placeOrder(cookie, { bodovi: 600 });
    expect(placed.statusCode).toBe(200);
    const { broj } = placed.json();
    const order = (await t.app.inject({ method: 'GET', url: `/api/getOrder/${broj}`, headers: { cookie } })).json();
    // 1.500 + 10 shipping − 6 (600 points) = 1.504 KM, VAT 17/117 of it.
    expect(order).toMatchObject({
      medjuzbir: 1500,
      dostava: 10,
      popust: 6,
      bodovi_iskoristeni: 600,
      ukupno: 1504,
      pdv: 218.53,
    });
    const mail = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('subject', '=', `Potvrda narudžbe ${broj}`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Popust (loyalty bodovi): −6,00 KM');
    const account = await getLoyalty(cookie);
    expect(account.bodovi).toBe(400);
    expect(account.stavke[0]).toMatchObject({ vrsta: 'redeem', bodovi: -600, narudzba: broj });

    await changeOrderStatus(t.app.writeCatalog, await orderId(broj), 'otkazana');
    const after = await getLoyalty(cookie);
    expect(after.bodovi).toBe(1_000);
    expect(after.stavke[0]).toMatchObject({ vrsta: 'release', bodovi: 600, narudzba: broj });
    // The returned points keep the expiry of the credit they came from.
    const earn = after.stavke.find((entry: { vrsta: string }) => entry.vrsta === 'earn');
    expect(after.stavke[0].istice).toBe(earn.istice);
  });

  it('earns on the items total after the points discount', async () => {
    const { userId, cookie } = await customerWithCart(100_000); // 1.000 KM
    await credit(userId, 500, 5);
    const placed = await placeOrder(cookie, { bodovi: 500 }); // −5 KM: 995 KM of items paid
    await deliver(await orderId(placed.json().broj));
    expect((await getLoyalty(cookie)).bodovi).toBe(995);
  });

  it('takes back the points of a delivered order that is cancelled, no more than what is left', async () => {
    const { cookie } = await customerWithCart(70_000);
    const placed = await placeOrder(cookie);
    const id = await orderId(placed.json().broj);
    await deliver(id);
    expect((await getLoyalty(cookie)).bodovi).toBe(700);
    // Today a delivered order cannot be cancelled; the step itself is what a future return would run.
    await expect(changeOrderStatus(t.app.writeCatalog, id, 'otkazana')).rejects.toMatchObject({ statusCode: 409 });
    await t.db.transaction().execute((trx) => applyLoyaltyForStatus(trx, id, 'otkazana'));
    const account = await getLoyalty(cookie);
    expect(account.bodovi).toBe(0);
    expect(account.stavke[0]).toMatchObject({ vrsta: 'reverse', bodovi: -700 });
    // Once only.
    await t.db.transaction().execute((trx) => applyLoyaltyForStatus(trx, id, 'otkazana'));
    expect((await getLoyalty(cookie)).stavke).toHaveLength(2);

    // Points already spent are not taken back below zero.
    const spent = await customerWithCart(100_000);
    const first = await placeOrder(spent.cookie);
    const firstId = await orderId(first.json().broj);
    await deliver(firstId); // 1 000 points
    await fillCart(spent.userId, 200_000);
    expect((await placeOrder(spent.cookie, { bodovi: 800 })).statusCode).toBe(200);
    await t.db.transaction().execute((trx) => applyLoyaltyForStatus(trx, firstId, 'otkazana'));
    const left = await getLoyalty(spent.cookie);
    expect(left.bodovi).toBe(0);
    expect(left.stavke[0]).toMatchObject({ vrsta: 'reverse', bodovi: -200 });
  });

  it('expires each credit 365 days after it was made, spending the oldest first', async () => {
    const { userId, cookie } = await customerWithCart(300_000);
    await credit(userId, 600, 350); // expires in 15 days
    await credit(userId, 900, 100);
    let account = await getLoyalty(cookie);
    expect(account).toMatchObject({ bodovi: 1_500, istice_uskoro: 600 });

    // Redeeming 700 spends the older 600 whole and 100 of the newer credit.
    expect((await placeOrder(cookie, { bodovi: 700 })).statusCode).toBe(200);
    account = await getLoyalty(cookie);
    expect(account).toMatchObject({ bodovi: 800, istice_uskoro: 0 });

    // 300 days later the newer credit (100 days old today) has expired with its 800 left, the older had nothing left.
    const later = addDays(new Date().toISOString(), 300);
    const expired = await loyaltyAccount(t.db, userId, later);
    expect(expired.bodovi).toBe(0);
    const expiries = expired.stavke.filter((entry) => entry.vrsta === 'expire');
    expect(expiries.map((entry) => entry.bodovi)).toEqual([-800]);
    // Written once: reading again adds nothing.
    expect((await loyaltyAccount(t.db, userId, later)).stavke).toHaveLength(expired.stavke.length);
  });

  it('lets only one of two concurrent checkouts spend the same points', async () => {
    const { userId, cookie } = await customerWithCart(200_000);
    await credit(userId, 1_000, 1);
    // The same user on another device, with a cart of its own lines: both redeem 700 at once.
    const otherDevice = await insertSession(t.db, userId);
    const responses = await Promise.all([
      placeOrder(cookie, { bodovi: 700 }),
      placeOrder(otherDevice.cookie, { bodovi: 700 }),
    ]);
    // The points are checked first, under the lock: the second checkout finds 300 left, whichever comes second.
    const outcomes = responses.map((response) => `${response.statusCode} ${response.json().code ?? ''}`.trim()).sort();
    expect(outcomes).toEqual(['200', '409 LOYALTY_OVER_BALANCE']);
    expect((await getLoyalty(cookie)).bodovi).toBe(300);
    expect(
      await t.db
        .selectFrom('loyalty_ledger')
        .select('points')
        .where('kind', '=', 'redeem')
        .where('user_id', '=', userId)
        .execute(),
    ).toEqual([{ points: -700 }]);
  });
});
