import { sqliteDatabase } from '../../test/databases';
import { startTestApp } from '../../test/test-app';

describe('GET /api/siteConfig', () => {
  const getSiteConfig = async (site: { analyticsId?: string; pixelId?: string } = {}) => {
    const t = await startTestApp(sqliteDatabase, { site });
    try {
      return await t.app.inject({ method: 'GET', url: '/api/siteConfig' });
    } finally {
      await t.close();
    }
  };

  it('answers no ids when none are configured (nothing loads in the browser), uncached', async () => {
    const response = await getSiteConfig();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ analyticsId: null, pixelId: null });
  });

  it('answers the configured ids (ANALYTICS_ID, PIXEL_ID)', async () => {
    const response = await getSiteConfig({ analyticsId: 'G-ABC123', pixelId: '1234567890' });
    expect(response.json()).toEqual({ analyticsId: 'G-ABC123', pixelId: '1234567890' });
  });
});
