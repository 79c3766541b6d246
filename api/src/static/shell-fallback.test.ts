import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabases } from '../test/databases';
import { startTestApp, type TestApp } from '../test/test-app';

const INDEX_HTML = '<!doctype html><title>shell</title>';

describe.each(testDatabases())('malformed URLs on $name', (database) => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-bad-url-'));
    await mkdir(path.join(root, 'shell/dist'), { recursive: true });
    await writeFile(path.join(root, 'shell/dist/index.html'), INDEX_HTML);
    t = await startTestApp(database, { staticFiles: { root } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each(['/%', '/proizvod/%E0%A4%A', '/kategorija/%zz'])(
    'answer a navigation to %s with the not-found page',
    async (url) => {
      for (const accept of ['text/html,application/xhtml+xml,*/*;q=0.8', '*/*']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { accept } });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(INDEX_HTML);
      }
    },
  );

  it('keeps staff and account pages out of the index, and leaves shop pages indexable', async () => {
    const navigate = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    for (const url of ['/admin-panel?search=x', '/korisnik']) {
      expect({ url, robots: (await navigate(url)).headers['x-robots-tag'] }).toEqual({
        url,
        robots: 'noindex, nofollow',
      });
    }
    expect((await navigate('/webshop')).headers['x-robots-tag']).toBeUndefined();
  });

  it.each(['/api/%', '/api/proizvod/%E0%A4%A'])('answer the API path %s with a JSON 400', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'BAD_REQUEST' });
  });

  it('answer in English when the page is English', async () => {
    const url = '/api/%';
    const sr = await t.app.inject({ method: 'GET', url });
    const en = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(en.headers['content-language']).toBe('en');
    expect(en.json().message).not.toBe(sr.json().message);
  });
});

describe.each(testDatabases())('malformed URLs without a frontend build on $name', (database) => {
  it('answer a navigation with JSON, as other unknown navigations', async () => {
    const t = await startTestApp(database);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/%', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    } finally {
      await t.close();
    }
  });
});
