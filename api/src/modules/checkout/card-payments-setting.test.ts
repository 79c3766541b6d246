import { SAMPLE_DELIVERY_DETAILS } from '@shop/shared/fixtures';
import { loadConfig } from '../../config';
import { sqliteDatabase } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertSession } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_APPROVED_CARD } from './payments/test-payment-provider';

const kartica = { broj: TEST_APPROVED_CARD, ime_na_kartici: 'Ana Anić', vazi_do: '12/30', cvc: '123' };

/** The test card provider approves cards without moving money: production must ask for it explicitly. */
describe.each<{ env: Record<string, string>; card: boolean }>([
  { env: { NODE_ENV: 'production' }, card: false },
  { env: { NODE_ENV: 'production', PAYMENT_TEST_PROVIDER: 'true' }, card: true },
  { env: { NODE_ENV: 'development' }, card: true },
  { env: { NODE_ENV: 'development', PAYMENT_TEST_PROVIDER: 'false' }, card: false },
])('card payments with $env', ({ env, card }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(sqliteDatabase, { payments: loadConfig(env).payments });
  });
  afterAll(() => t.close());

  it(card ? 'are offered and taken' : 'are neither offered nor taken (400, a clear message)', async () => {
    const methods = await t.app.inject({ method: 'GET', url: '/api/paymentMethods' });
    expect(methods.json().nacini_placanja).toEqual(
      card ? ['pouzece', 'uplatnica', 'kartica'] : ['pouzece', 'uplatnica'],
    );

    const { desktopsId, manufacturerId } = await insertCatalogSkeleton(t.db);
    const product = await insertProduct(t.db, {
      slug: 'p',
      name: 'P',
      subcategory_id: desktopsId,
      manufacturer_id: manufacturerId,
    });
    const session = await insertSession(t.db);
    await t.db.insertInto('cart_items').values({ session_id: session.id, product_id: product, quantity: 1 }).execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/placeOrder',
      headers: { cookie: session.cookie },
      payload: { nacin_placanja: 'kartica', uslovi: true, kupac: SAMPLE_DELIVERY_DETAILS, kartica },
    });
    if (card) {
      expect(response.statusCode).toBe(200);
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'CARD_PAYMENTS_UNAVAILABLE',
        message: 'Plaćanje karticom trenutno nije dostupno. Odaberite drugi način plaćanja.',
      });
    }
  });
});
