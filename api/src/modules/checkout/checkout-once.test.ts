import { SAMPLE_DELIVERY_DETAILS } from '@shop/shared/fixtures';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { PaymentProvider } from './payments/payment-provider';
import { createTestPaymentProvider, TEST_APPROVED_CARD } from './payments/test-payment-provider';

const kupac = SAMPLE_DELIVERY_DETAILS;
const CONCURRENT_SUBMITS = 10;
const kartica = { broj: TEST_APPROVED_CARD, ime_na_kartici: 'Ana Anić', vazi_do: '12/30', cvc: '123' };

/** The test provider, counting each step: what a bank would have charged and still holds. */
function countingProvider() {
  const inner = createTestPaymentProvider();
  const counts = { authorised: 0, captured: 0, voided: 0 };
  const provider: PaymentProvider = {
    async authorise(request) {
      const result = await inner.authorise(request);
      if (result.approved) counts.authorised += 1;
      return result;
    },
    async capture(id) {
      await inner.capture(id);
      counts.captured += 1;
    },
    async void(id) {
      await inner.void(id);
      counts.voided += 1;
    },
  };
  return { provider, counts };
}

/** Double clicks, retries after a lost answer and two open tabs: one cart becomes one order, however it is sent. */
describe.each(testDatabases())('checkout exactly once on $name', (database) => {
  let t: TestApp;
  let base: { subcategory_id: number; manufacturer_id: number };
  let productCounter = 0;

  const card = countingProvider();

  beforeAll(async () => {
    // The order limits have their own test (order-limits.test.ts); here many buyers share one address.
    t = await startTestApp(database, { rateLimit: { enabled: false } }, { paymentProvider: card.provider });
    const ids = await insertCatalogSkeleton(t.db);
    base = { subcategory_id: ids.desktopsId, manufacturer_id: ids.manufacturerId };
  });
  afterAll(() => t.close());

  /** A guest whose cart holds one unit of a fresh product with plenty of stock (so only the cart limits orders). */
  const guestWithOneUnit = async () => {
    productCounter += 1;
    const product = await insertProduct(t.db, { ...base, slug: `once-${productCounter}`, name: 'Jedan', stock: 50 });
    const session = await insertSession(t.db);
    await t.db.insertInto('cart_items').values({ session_id: session.id, product_id: product, quantity: 1 }).execute();
    return { session, product };
  };
  const placeOrder = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/placeOrder', headers: { cookie }, payload });
  const ordersOf = (sessionId: string) =>
    t.db.selectFrom('orders').select(['id', 'number']).where('session_id', '=', sessionId).execute();
  const stockOf = async (id: number) =>
    (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

  it(`${CONCURRENT_SUBMITS} concurrent submits of one cart (separate attempts) make one order`, async () => {
    const { session, product } = await guestWithOneUnit();
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT_SUBMITS }, (_, index) =>
        placeOrder(session.cookie, {
          nacin_placanja: 'pouzece',
          uslovi: true,
          kupac,
          idempotency_key: `attempt-${index}-abcdefgh`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The others found the cart already ordered: a client mistake, never a 500.
    expect(statuses.filter((status) => status === 400)).toHaveLength(CONCURRENT_SUBMITS - 1);
    expect(await ordersOf(session.id)).toHaveLength(1);
    expect(await stockOf(product)).toBe(49);
  });

  it(`${CONCURRENT_SUBMITS} concurrent submits with the same key all answer the one order`, async () => {
    const { session, product } = await guestWithOneUnit();
    const payload = { nacin_placanja: 'pouzece', uslovi: true, kupac, idempotency_key: 'same-attempt-0123456789' };
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT_SUBMITS }, () => placeOrder(session.cookie, payload)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(CONCURRENT_SUBMITS).fill(200));
    const orders = await ordersOf(session.id);
    expect(orders).toHaveLength(1);
    expect(new Set(responses.map((response) => response.json().broj))).toEqual(new Set([orders[0]?.number]));
    expect(await stockOf(product)).toBe(49);
  });

  it('a repeated submit with the same key answers the same order (200), not an error', async () => {
    const { session } = await guestWithOneUnit();
    const payload = { nacin_placanja: 'pouzece', uslovi: true, kupac, idempotency_key: 'repeat-attempt-0123456789' };
    const first = await placeOrder(session.cookie, payload);
    expect(first.statusCode).toBe(200);
    const again = await placeOrder(session.cookie, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(session.id)).toHaveLength(1);
  });

  it(`charges a card once under ${CONCURRENT_SUBMITS} concurrent submits, and releases every other authorisation`, async () => {
    const separate = await guestWithOneUnit();
    const same = await guestWithOneUnit();
    const before = { ...card.counts };
    const responses = await Promise.all([
      ...Array.from({ length: CONCURRENT_SUBMITS }, (_, index) =>
        placeOrder(separate.session.cookie, {
          nacin_placanja: 'kartica',
          uslovi: true,
          kupac,
          kartica,
          idempotency_key: `card-${index}-0123456789`,
        }),
      ),
      ...Array.from({ length: CONCURRENT_SUBMITS }, () =>
        placeOrder(same.session.cookie, {
          nacin_placanja: 'kartica',
          uslovi: true,
          kupac,
          kartica,
          idempotency_key: 'card-same-0123456789',
        }),
      ),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1 + CONCURRENT_SUBMITS);
    expect(await ordersOf(separate.session.id)).toHaveLength(1);
    expect(await ordersOf(same.session.id)).toHaveLength(1);
    // One capture per cart; every other authorisation (if any was made) was voided, none left hanging.
    expect(card.counts.captured - before.captured).toBe(2);
    expect(card.counts.authorised - before.authorised).toBe(
      card.counts.captured - before.captured + card.counts.voided - before.voided,
    );
  });
});
