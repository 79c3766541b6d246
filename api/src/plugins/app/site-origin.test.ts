import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sqliteDatabase } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('the Host header is not trusted', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-host-'));
    await mkdir(path.join(root, 'shell/dist'), { recursive: true });
    await writeFile(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title></head>');
    t = await startTestApp(sqliteDatabase, {
      staticFiles: { root },
      site: { url: 'https://www.itshop.ba', allowedHosts: ['www.itshop.ba', 'localhost'] },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, host: string) =>
    t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

  it.each([
    ['a foreign host', 'evil.example'],
    ['a foreign host with a port', 'evil.example:8080'],
    ['an invalid host', 'exa mple<>'],
    ['a host with a path', 'www.itshop.ba/x'],
    ['credentials in the host', 'a@www.itshop.ba'],
  ])('answers 400 with a code to %s, on a product page, the sitemap and the API', async (_label, host) => {
    for (const url of ['/proizvod/monitor', '/sitemap.xml', '/robots.txt', '/api/getUser']) {
      const response = await get(url, host);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'HOST_NOT_ALLOWED' });
    }
  });

  it('serves the site under an allowed host (any port), with SITE_URL in absolute URLs', async () => {
    const robots = await get('/robots.txt', 'www.itshop.ba:443');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: https://www.itshop.ba/sitemap.xml');
    expect((await get('/o-nama', 'localhost:3000')).statusCode).toBe(200);
  });

  it('lets a load balancer probe /api/health by any address', async () => {
    expect((await get('/api/health', '10.0.0.7:3000')).statusCode).toBe(200);
  });
});
