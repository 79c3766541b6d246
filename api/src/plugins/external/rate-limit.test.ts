import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const EMAIL = 'ana@example.ba';
const PASSWORD = 'tajna-lozinka-1';

describe.each(testDatabases())('rate limits on $name', (database) => {
  let t: TestApp;
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    await insertUser(t.db, { email: EMAIL, password: PASSWORD, username: 'Ana Anić', role: 'Editor' });
    await insertUser(t.db, { email: 'other@example.ba', password: PASSWORD, username: 'Other', role: 'Editor' });
    const ids = await insertCatalogSkeleton(t.db);
    const base = { subcategory_id: ids.desktopsId, manufacturer_id: ids.manufacturerId };
    productId = await insertProduct(t.db, { ...base, slug: 'na-stanju', name: 'Na stanju', stock: 50 });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string, language = 'sr') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress,
      headers: { 'accept-language': language },
    });

  it('refuses the 11th sign-in after 10 failures from one IP, even with the right password', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login(`guess${attempt}@example.ba`, 'wrong-password', '10.0.0.1')).statusCode).toBe(401);
    }
    const eleventh = await login(EMAIL, PASSWORD, '10.0.0.1', 'en');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many attempts/),
    });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another address is not affected.
    expect((await login(EMAIL, PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('counts failures per account across addresses', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login('other@example.ba', 'wrong', `10.1.0.${attempt}`)).statusCode).toBe(401);
    }
    const refused = await login('Other@Example.ba', PASSWORD, '10.1.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Previše pokušaja/);
  });

  it('does not count successful sign-ins', async () => {
    for (let attempt = 1; attempt <= 12; attempt++) {
      expect((await login(EMAIL, PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    }
  });

  it('limits new guest sessions per IP (30 a minute) but not requests of an existing one', async () => {
    const addToCart = (remoteAddress: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/addToCart',
        payload: { id: productId, quantity: 1 },
        remoteAddress,
        headers: cookie ? { cookie } : {},
      });
    const statuses: number[] = [];
    for (let visitor = 0; visitor < 31; visitor++) statuses.push((await addToCart('10.3.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await addToCart('10.3.0.2')).statusCode).toBe(200);
  });
});

describe('rate limits switched off', () => {
  it('lets every sign-in attempt through with RATE_LIMITS=off', async () => {
    const [sqlite] = testDatabases();
    if (!sqlite) throw new Error('no test database');
    const t = await startTestApp(sqlite, { rateLimit: { enabled: false } });
    try {
      for (let attempt = 0; attempt < 12; attempt++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: EMAIL, password: 'wrong-password' },
        });
        expect(response.statusCode).toBe(401);
      }
    } finally {
      await t.close();
    }
  });
});
