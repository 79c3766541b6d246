import { ConfigError } from '../../config';
import { sqliteDatabase } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { loadSiteEnv } from './env';

describe('loadSiteEnv', () => {
  it('has no tracking ids when none are set (nothing loads in the browser)', () => {
    expect(loadSiteEnv({})).toEqual({ siteConfig: { analyticsId: null, pixelId: null }, siteUrl: undefined });
  });

  it('reads the ids and the public address', () => {
    expect(
      loadSiteEnv({ ANALYTICS_ID: 'G-ABC123', PIXEL_ID: '1234567890', SITE_URL: 'https://www.itshop.ba/' }),
    ).toEqual({ siteConfig: { analyticsId: 'G-ABC123', pixelId: '1234567890' }, siteUrl: 'https://www.itshop.ba' });
  });

  it('refuses malformed values at boot', () => {
    expect(() => loadSiteEnv({ PIXEL_ID: 'abc' })).toThrow(ConfigError);
    expect(() => loadSiteEnv({ ANALYTICS_ID: '<script>' })).toThrow(ConfigError);
  });
});

describe('GET /api/siteConfig', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(sqliteDatabase);
  });
  afterAll(() => t.close());

  it('answers the configured ids (none in tests), uncached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/siteConfig' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ analyticsId: null, pixelId: null });
  });
});
