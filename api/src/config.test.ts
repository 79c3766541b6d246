import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

/** The message loadConfig throws for `env`, or a failure when it does not throw a ConfigError. */
function configErrorFor(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('fills in the defaults', () => {
    expect(loadConfig({})).toEqual({
      server: {
        port: 3000,
        host: '0.0.0.0',
        nodeEnv: 'development',
        logLevel: 'info',
        trustProxy: false,
        requestTimeoutMs: 15_000,
        connectionTimeoutMs: 30_000,
        keepAliveTimeoutMs: 72_000,
        bodyLimitBytes: 1_048_576,
      },
      database: {
        url: path.join(REPO_ROOT, 'data', 'shop.sqlite'),
        seedDemoUsers: false,
        timeoutMs: 5000,
        readUrl: null,
        readAfterWriteMs: 5000,
      },
      remotes: {
        catalog: { entry: '/mf/catalog/mf-manifest.json' },
        product: { entry: '/mf/product/mf-manifest.json' },
        checkout: { entry: '/mf/checkout/mf-manifest.json' },
        account: { entry: '/mf/account/mf-manifest.json' },
        admin: { entry: '/mf/admin/mf-manifest.json' },
      },
      session: { cookieSecure: 'auto', guestSessionHours: 6, runSweeper: true },
      accounts: { passwordHashCost: 'standard', minimumAnswerMs: 300 },
      email: {
        smtpUrl: undefined,
        from: 'IT Shop <noreply@itshop.ba>',
        staffEmail: 'info@itshop.ba',
        directory: path.join(REPO_ROOT, 'data', 'outbox'),
        pollMs: 5000,
        runWorker: true,
      },
      site: {
        analyticsId: null,
        pixelId: null,
        url: 'http://localhost:3000',
        allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
      },
      staticFiles: { root: REPO_ROOT },
      orders: { lineQuantityLimit: 10 },
      payments: { testProvider: true },
      productCache: { ttlMs: 10_000 },
      releases: { keep: 5, pollMs: 1_000, nextReleaseId: undefined },
      serverRender: { enabled: true, timeoutMs: 2_000, remotePollMs: 5_000, cacheEntries: 500, cacheTtlMs: 10_000 },
      cluster: { redisUrl: null, keyPrefix: 'shop:', degradedCacheTtlMs: 1_000 },
      rateLimit: {
        enabled: true,
        policies: expect.objectContaining({
          signIn: { max: 10, perAccountMax: 10, windowMs: 15 * 60_000, countFailuresOnly: true },
          search: { max: 1_200, windowMs: 60_000 },
        }),
      },
    });
  });

  it('reads every group from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      DATABASE_URL: 'mysql://shop:secret@db:3306/shop',
      SEED_DEMO_USERS: 'true',
      DATABASE_TIMEOUT_MS: '1500',
      DATABASE_READ_URL: 'mysql://reader:secret@replica:3306/shop',
      DATABASE_READ_AFTER_WRITE_MS: '2000',
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_KEY_PREFIX: 'itshop:',
      REDIS_DOWN_CACHE_TTL_MS: '500',
      REMOTE_CATALOG_URL: 'https://cdn.example.ba/catalog/mf-manifest.json',
      REMOTE_ADMIN_URL: '/mf-next/admin/mf-manifest.json',
      COOKIE_SECURE: 'false',
      GUEST_SESSION_HOURS: '2',
      SMTP_URL: 'smtps://shop:secret@mail.example.ba:465',
      MAIL_FROM: 'Shop <shop@example.ba>',
      STAFF_EMAIL: 'prodaja@example.ba',
      OUTBOX_DIR: '/var/spool/shop',
      OUTBOX_POLL_MS: '1000',
      ANALYTICS_ID: 'G-ABC123',
      PIXEL_ID: '1234567890',
      SITE_URL: 'https://www.itshop.ba/',
      STATIC_ROOT: '/srv/shop',
      PAYMENT_TEST_PROVIDER: 'true',
      PRODUCT_CACHE_TTL_MS: '0',
      RATE_LIMITS: 'off',
      REQUEST_TIMEOUT_MS: '5000',
      CONNECTION_TIMEOUT_MS: '6000',
      KEEP_ALIVE_TIMEOUT_MS: '7000',
      BODY_LIMIT_BYTES: '65536',
      ALLOWED_HOSTS: 'itshop.ba, Shop.ItShop.ba',
    });
    expect(config.server).toEqual({
      port: 8080,
      host: '127.0.0.1',
      nodeEnv: 'production',
      logLevel: 'warn',
      trustProxy: true,
      requestTimeoutMs: 5000,
      connectionTimeoutMs: 6000,
      keepAliveTimeoutMs: 7000,
      bodyLimitBytes: 65_536,
    });
    expect(config.database).toEqual({
      url: 'mysql://shop:secret@db:3306/shop',
      seedDemoUsers: true,
      timeoutMs: 1500,
      readUrl: 'mysql://reader:secret@replica:3306/shop',
      readAfterWriteMs: 2000,
    });
    expect(config.cluster).toEqual({ redisUrl: 'redis://cache:6379/2', keyPrefix: 'itshop:', degradedCacheTtlMs: 500 });
    expect(config.remotes.catalog).toEqual({ entry: 'https://cdn.example.ba/catalog/mf-manifest.json' });
    expect(config.remotes.admin).toEqual({ entry: '/mf-next/admin/mf-manifest.json' });
    expect(config.remotes.product).toEqual({ entry: '/mf/product/mf-manifest.json' });
    expect(config.session).toEqual({ cookieSecure: false, guestSessionHours: 2, runSweeper: true });
    expect(config.email).toEqual({
      smtpUrl: 'smtps://shop:secret@mail.example.ba:465',
      from: 'Shop <shop@example.ba>',
      staffEmail: 'prodaja@example.ba',
      directory: '/var/spool/shop',
      pollMs: 1000,
      runWorker: true,
    });
    expect(config.site).toEqual({
      analyticsId: 'G-ABC123',
      pixelId: '1234567890',
      url: 'https://www.itshop.ba',
      // Production with SITE_URL: only the site's own names, no localhost.
      allowedHosts: ['www.itshop.ba', 'itshop.ba', 'shop.itshop.ba'],
    });
    expect(config.staticFiles).toEqual({ root: '/srv/shop' });
    expect(config.payments).toEqual({ testProvider: true });
    expect(config.productCache).toEqual({ ttlMs: 0 });
    expect(config.rateLimit.enabled).toBe(false);
  });

  it('takes test card payments everywhere but production, unless told', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).payments.testProvider).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_TEST_PROVIDER: 'true' }).payments.testProvider).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', PAYMENT_TEST_PROVIDER: 'false' }).payments.testProvider).toBe(false);
  });

  it('leaves email delivery to the tests under NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).email.runWorker).toBe(false);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', ANALYTICS_ID: '', SMTP_URL: '' });
    expect(config.server.port).toBe(3000);
    expect(config.site.analyticsId).toBeNull();
    expect(config.email.smtpUrl).toBeUndefined();
  });

  it('lists every invalid variable, from every group, in one readable error', () => {
    const invalid = {
      PORT: 'http',
      NODE_ENV: 'staging',
      SEED_DEMO_USERS: 'yes',
      REMOTE_ADMIN_URL: 'admin.js',
      COOKIE_SECURE: 'yes',
      SMTP_URL: 'mail.example.ba',
      STAFF_EMAIL: 'staff',
      OUTBOX_POLL_MS: '10',
      ANALYTICS_ID: '<script>',
      PIXEL_ID: 'abc',
      SITE_URL: 'ftp://itshop.ba',
      DATABASE_TIMEOUT_MS: '5',
      PAYMENT_TEST_PROVIDER: 'yes',
      PRODUCT_CACHE_TTL_MS: '-1',
      RATE_LIMITS: 'maybe',
      REQUEST_TIMEOUT_MS: '10',
    };
    const message = configErrorFor(invalid);
    expect(message).toMatch(/^Invalid environment:\n/);
    for (const name of Object.keys(invalid)) expect(message).toContain(`  ${name}: `);
    expect(message.split('\n')).toHaveLength(Object.keys(invalid).length + 1);
  });

  it('says what a bad value should look like', () => {
    expect(configErrorFor({ SMTP_URL: 'mail.example.ba' })).toContain('SMTP_URL: expected smtp://');
    expect(configErrorFor({ PIXEL_ID: 'abc' })).toContain('PIXEL_ID: expected the pixel id (digits)');
    expect(configErrorFor({ REDIS_URL: 'cache:6379' })).toContain('REDIS_URL: expected redis://');
  });
});

describe('reading the environment', () => {
  /**
   * config.ts parses it; the test harness reads only which databases to run on; the fault harness hands it on to the
   * API process it starts, and `pnpm release` to the build it runs (as the release tests to the CLI); the release
   * check's tests read whether missing builds are a failure.
   */
  const ALLOWED = new Set([
    'config.ts',
    path.join('test', 'databases.ts'),
    path.join('test', 'redis.ts'),
    path.join('faults', 'api-process.ts'),
    path.join('release', 'check-remote.test.ts'),
    path.join('release', 'make-release.ts'),
    path.join('release', 'release-cli.test.ts'),
  ]);

  it('happens in config.ts only', () => {
    const sourceRoot = __dirname;
    const readers = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !ALLOWED.has(file))
      .filter((file) => /process\.env\b/.test(readFileSync(path.join(sourceRoot, file), 'utf8')));
    expect(readers).toEqual([]);
  });
});
