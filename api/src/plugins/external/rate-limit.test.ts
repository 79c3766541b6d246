import type { FastifyInstance } from 'fastify';
import { waitFor } from '../../faults/wait';
import { serverApiTransport } from '../../ssr/server-api';
import { testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct, insertUser } from '../../test/fixtures';
import { describeWithRedis, TEST_REDIS_URL, testKeyPrefix } from '../../test/redis';
import { closedPort, startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { startAnotherInstance, startTestApp, type TestApp } from '../../test/test-app';
import { testConfig } from '../../test/test-config';

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

  // Issue 24: failures were counted when the answer was sent, so a parallel burst had 51 of 60 passwords checked.
  it('checks no more passwords than the limit in a parallel burst from one address, the right one included', async () => {
    await insertUser(t.db, { email: 'burst@example.ba', password: PASSWORD, username: 'Burst', role: 'Korisnik' });
    const guess = (index: number) => (index === 44 ? PASSWORD : `wrong-password-${index}`);
    const guesses = Array.from({ length: 60 }, (_, index) => login('burst@example.ba', guess(index), '10.9.0.1'));
    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length).toBeLessThanOrEqual(testConfig().rateLimit.policies.signIn.max);
    expect(statuses[44]).toBe(429);
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

  it('lets an office of 20 people behind one address search a busy minute (1 200 searches), not more', async () => {
    const search = (value: string) =>
      t.app.inject({ method: 'POST', url: '/api/searchProducts', payload: { value }, remoteAddress: '10.5.0.1' });
    const statuses: number[] = [];
    for (let person = 0; person < 20; person++) {
      for (let call = 0; call < 60; call++) statuses.push((await search(`na stanju ${person}`)).statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await search('na stanju')).statusCode).toBe(429);
  });

  it("does not count the server render's own requests (inject from 127.0.0.1), only a visitor's", async () => {
    const transport = serverApiTransport(t.app, t.config.site.url);
    for (let render = 0; render < 1_300; render++) {
      const response = await transport('/api/getSearchResults?search=stanju', { method: 'GET' });
      if (response.status !== 200) throw new Error(`render ${render} answered ${response.status}`);
    }
    const forged = { 'x-shop-internal': 'guessed' };
    const statuses: number[] = [];
    for (let call = 0; call < 1_201; call++) {
      const response = await t.app.inject({ url: '/api/getSearchResults?search=stanju', headers: forged });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 1_200).every((status) => status === 200)).toBe(true);
    expect(statuses[1_200]).toBe(429);
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

describeWithRedis('rate limits across API instances (REDIS_URL)', () => {
  const { max } = testConfig().rateLimit.policies.signIn;
  const [sqlite] = testDatabases();
  const redisPort = Number(new URL(TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').port || 6379);
  const apps: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    // The second instances first: the first one drops the database.
    await Promise.all(
      apps
        .splice(0)
        .reverse()
        .map((app) => app.close()),
    );
  });

  /** A first instance on a fresh database, and another on the same one; both talk to Redis at their own URL. */
  async function twoInstances(redisUrlOfFirst: string): Promise<[FastifyInstance, FastifyInstance]> {
    if (!sqlite) throw new Error('no test database');
    const keyPrefix = testKeyPrefix();
    const first = await startTestApp(sqlite, { cluster: { redisUrl: redisUrlOfFirst, keyPrefix } });
    apps.push(first);
    const second = await startAnotherInstance(first, { cluster: { redisUrl: TEST_REDIS_URL as string, keyPrefix } });
    apps.push(second);
    return [first.app, second];
  }

  const inState = (state: string, ...instances: FastifyInstance[]) =>
    waitFor(`cluster ${state}`, async () => instances.every((app) => app.cluster.state === state), 10_000, 20);

  const wrongSignIn = (app: FastifyInstance, remoteAddress: string, attempt: number) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `guess${attempt}@example.ba`, password: 'wrong-password' },
      remoteAddress,
    });

  /** `count` refused sign-ins from one address, taking turns over `instances`; resolves to their statuses. */
  async function failSignIns(instances: FastifyInstance[], remoteAddress: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < count; attempt++) {
      const app = instances[attempt % instances.length] as FastifyInstance;
      statuses.push((await wrongSignIn(app, remoteAddress, attempt)).statusCode);
    }
    return statuses;
  }

  async function expectRefused(app: FastifyInstance, remoteAddress: string): Promise<void> {
    const refused = await wrongSignIn(app, remoteAddress, max);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('counts sign-in failures over every instance as one', async () => {
    const [a, b] = await twoInstances(TEST_REDIS_URL as string);
    await inState('shared', a, b);

    expect(await failSignIns([a, b], '10.4.0.1', max)).toEqual(Array(max).fill(401));
    await expectRefused(a, '10.4.0.1');
    await expectRefused(b, '10.4.0.1');
  });

  it('still limits, in memory, when Redis is unreachable from the start', async () => {
    if (!sqlite) throw new Error('no test database');
    const t = await startTestApp(sqlite, {
      cluster: { redisUrl: `redis://127.0.0.1:${await closedPort()}`, keyPrefix: testKeyPrefix() },
    });
    apps.push(t);
    expect(t.app.cluster.state).toBe('degraded');

    expect(await failSignIns([t.app], '10.5.0.1', max)).toEqual(Array(max).fill(401));
    await expectRefused(t.app, '10.5.0.1');
  });

  describe('when Redis goes away mid-way and comes back', () => {
    let proxy: TcpProxy;
    beforeEach(async () => {
      proxy = await startTcpProxy({ host: '127.0.0.1', port: redisPort });
    });
    afterEach(async () => {
      await proxy.close();
    });

    it('counts in memory meanwhile, then shares the counts again', async () => {
      const [viaProxy, direct] = await twoInstances(`redis://127.0.0.1:${proxy.port}`);
      await inState('shared', viaProxy, direct);

      await proxy.cut();
      // Whether or not the instance has noticed the cut yet: it answers, never a 500.
      expect(await failSignIns([viaProxy], '10.6.0.1', max)).toEqual(Array(max).fill(401));
      await expectRefused(viaProxy, '10.6.0.1');
      expect(viaProxy.cluster.state).toBe('degraded');
      // Those failures were counted on the cut-off instance alone.
      expect((await wrongSignIn(direct, '10.6.0.1', 0)).statusCode).toBe(401);

      await proxy.restore();
      await inState('shared', viaProxy);
      expect(await failSignIns([viaProxy, direct], '10.6.0.2', max)).toEqual(Array(max).fill(401));
      await expectRefused(viaProxy, '10.6.0.2');
      await expectRefused(direct, '10.6.0.2');
    });
  });
});
