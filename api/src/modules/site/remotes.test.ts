import { testDatabases } from '../../test/databases';
import { startTestApp } from '../../test/test-app';

describe.each(testDatabases())('GET /remotes.json on $name', (database) => {
  it('points every remote at its same-origin manifest by default, uncached', async () => {
    const t = await startTestApp(database);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({
        catalog: { entry: '/mf/catalog/mf-manifest.json' },
        product: { entry: '/mf/product/mf-manifest.json' },
        checkout: { entry: '/mf/checkout/mf-manifest.json' },
        account: { entry: '/mf/account/mf-manifest.json' },
        admin: { entry: '/mf/admin/mf-manifest.json' },
      });
    } finally {
      await t.close();
    }
  });

  it('answers the configured remotes (REMOTE_<NAME>_URL)', async () => {
    const t = await startTestApp(database, {
      remotes: {
        product: { entry: 'https://cdn.example.ba/product/v42/mf-manifest.json' },
        admin: { entry: '/mf-next/admin/mf-manifest.json' },
      },
    });
    try {
      const body = (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json();
      expect(body.product).toEqual({ entry: 'https://cdn.example.ba/product/v42/mf-manifest.json' });
      expect(body.admin).toEqual({ entry: '/mf-next/admin/mf-manifest.json' });
      expect(body.catalog).toEqual({ entry: '/mf/catalog/mf-manifest.json' });
    } finally {
      await t.close();
    }
  });
});
