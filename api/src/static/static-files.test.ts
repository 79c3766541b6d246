import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sqliteDatabase, testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/test-app';

const INDEX_HTML = '<!doctype html><title>shell</title>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A fake build: the shell and one remote (catalog); the other remotes are "not built". */
async function writeFakeBuild(root: string): Promise<void> {
  const files: Record<string, string> = {
    'shell/dist/index.html': INDEX_HTML,
    'shell/dist/main.7391a4af.js': 'console.log("shell")',
    'shell/dist/favicon.svg': '<svg/>',
    'mf-catalog/dist/mf-manifest.json': '{"name":"catalog"}',
    'mf-catalog/dist/mf-stats.json': '{}',
    'mf-catalog/dist/remoteEntry.js': 'var catalog;',
    'mf-catalog/dist/remoteEntry.js.map': '{"sources":[]}',
    'shell/dist/main.7391a4af.js.map': '{"sources":[]}',
    'mf-catalog/dist/static/js/async/123.a1b2c3d4.js': 'chunk()',
    'secret.txt': 'do not serve',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
}

describe.each(testDatabases())('static frontends on $name', (database) => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-dist-'));
    await writeFakeBuild(root);
    t = await startTestApp(database, { staticFiles: { root } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  it('serves the shell at / and /index.html without caching', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('caches content-hashed files for a year and revalidates the rest', async () => {
    const hashed = await get('/main.7391a4af.js', '*/*');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    expect(hashed.headers['content-type']).toMatch(/javascript/);
    expect((await get('/favicon.svg', '*/*')).headers['cache-control']).toBe('no-cache');
  });

  it("serves a remote's files under /mf/<name>/ with CORS and the right cache headers", async () => {
    for (const file of ['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']) {
      const response = await get(`/mf/catalog/${file}`, '*/*');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
    const chunk = await get('/mf/catalog/static/js/async/123.a1b2c3d4.js', '*/*');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('chunk()');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    `/webshop/${encodeURIComponent('računari-i-komponente')}`,
    '/not-found',
    '/proizvod/laptop.v2',
    '/en/about',
  ])('answers the browser navigation %s with the shell (history fallback)', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/webshop', '/o-nama'])(
    'answers %s to a client that accepts anything (curl) with the shell',
    async (url) => {
      const response = await get(url, '*/*');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('answers a missing asset with a 404, not the page', async () => {
    const response = await get('/nema-me.png', '*/*');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(INDEX_HTML);
  });

  it('answers a non-HTML request for an unknown path with a JSON 404', async () => {
    const response = await get('/webshop', 'application/json');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Tražena adresa ne postoji.', code: 'ROUTE_NOT_FOUND' });
  });

  it.each([
    '/mf/catalog/nema.js',
    '/mf/nepoznat/remoteEntry.js',
    '/mf/product/remoteEntry.js',
    '/api/nema',
    '/ws/nema',
  ])('never answers %s with the shell', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(INDEX_HTML);
  });

  it('does not serve files outside the dist folders', async () => {
    for (const url of [
      '/mf/catalog/..%2F..%2Fsecret.txt',
      '/mf/catalog/%2e%2e/%2e%2e/secret.txt',
      '/..%2Fsecret.txt',
    ]) {
      const response = await get(url, '*/*');
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('do not serve');
    }
  });

  it("picks up a remote's redeployed dist without a restart", async () => {
    expect((await get('/mf/product/remoteEntry.js', '*/*')).statusCode).toBe(404);
    await mkdir(path.join(root, 'mf-product/dist'), { recursive: true });
    await writeFile(path.join(root, 'mf-product/dist/remoteEntry.js'), 'var product = 1;');
    expect((await get('/mf/product/remoteEntry.js', '*/*')).body).toBe('var product = 1;');
    await rm(path.join(root, 'mf-product/dist'), { recursive: true });
    await mkdir(path.join(root, 'mf-product/dist'), { recursive: true });
    await writeFile(path.join(root, 'mf-product/dist/remoteEntry.js'), 'var product = 2;');
    expect((await get('/mf/product/remoteEntry.js', '*/*')).body).toBe('var product = 2;');
  });
});

describe.each(testDatabases())('without a frontend build on $name', (database) => {
  it('starts and answers navigations with a JSON 404 while the API works', async () => {
    const t = await startTestApp(database);
    try {
      const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ message: 'Tražena adresa ne postoji.', code: 'ROUTE_NOT_FOUND' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('source maps in production', () => {
  it('are not served (404) when NODE_ENV is production, and are outside it', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'shop-dist-'));
    await writeFakeBuild(root);
    const production = await startTestApp(sqliteDatabase, { staticFiles: { root }, server: { nodeEnv: 'production' } });
    const development = await startTestApp(sqliteDatabase, { staticFiles: { root } });
    try {
      for (const url of ['/main.7391a4af.js.map', '/mf/catalog/remoteEntry.js.map']) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404);
        expect((await development.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
      expect((await production.app.inject({ method: 'GET', url: '/main.7391a4af.js' })).statusCode).toBe(200);
    } finally {
      await production.close();
      await development.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
