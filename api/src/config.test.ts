import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('fills in the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: path.join(REPO_ROOT, 'data', 'shop.sqlite'),
      nodeEnv: 'development',
      seedDemoUsers: false,
      staticRoot: REPO_ROOT,
      cookieSecure: 'auto',
      trustProxy: false,
    });
    expect(config.remotes.checkout).toEqual({ entry: '/mf/checkout/mf-manifest.json' });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'mysql://shop:secret@db:3306/shop',
      NODE_ENV: 'production',
      SEED_DEMO_USERS: 'true',
      STATIC_ROOT: '/srv/shop',
      COOKIE_SECURE: 'false',
      REMOTE_CATALOG_URL: 'https://cdn.example.ba/catalog/mf-manifest.json',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'mysql://shop:secret@db:3306/shop',
      nodeEnv: 'production',
      seedDemoUsers: true,
      staticRoot: '/srv/shop',
      cookieSecure: false,
    });
    expect(config.remotes.catalog).toEqual({ entry: 'https://cdn.example.ba/catalog/mf-manifest.json' });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('lists every invalid variable in one clear error', () => {
    const load = () =>
      loadConfig({ PORT: 'http', NODE_ENV: 'staging', COOKIE_SECURE: 'yes', REMOTE_ADMIN_URL: 'admin.js' });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid environment:/);
      for (const name of ['PORT', 'NODE_ENV', 'COOKIE_SECURE', 'REMOTE_ADMIN_URL'])
        expect(message).toContain(`${name}:`);
    }
  });
});
