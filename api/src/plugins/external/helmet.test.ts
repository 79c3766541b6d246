import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sqliteDatabase } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { contentSecurityPolicy } from './helmet';

/** The CSP header as { directive: sources }. */
function cspOf(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-headers-'));
    await mkdir(path.join(root, 'shell/dist'), { recursive: true });
    await writeFile(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
    t = await startTestApp(sqliteDatabase, {
      staticFiles: { root },
      server: { trustProxy: true },
      remotes: { catalog: { entry: 'https://cdn.example.ba/catalog/mf-manifest.json' } },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each([
    ['an HTML page', '/o-nama', 'text/html'],
    ['an API answer', '/api/getCategoriesForWebShop', 'application/json'],
    ['an API error', '/api/proizvod/nema-ga', 'application/json'],
  ])('sends CSP, frame-ancestors, nosniff and Referrer-Policy on %s', async (_label, url, accept) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept } });
    const csp = cspOf(response.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.ba']);
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS only to a request that came over TLS', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  it('marks personal answers no-store and leaves public ones alone', async () => {
    for (const url of [
      '/api/getUser',
      '/api/getCart',
      '/api/getCartAmount',
      '/api/getCompare',
      '/api/getFavoritesAmount',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-store']);
    }
    const publicAnswer = await t.app.inject({ method: 'GET', url: '/api/getCategoriesForWebShop' });
    expect(publicAnswer.headers['cache-control']).not.toBe('no-store');
  });
});

describe('contentSecurityPolicy', () => {
  const remotes = { catalog: { entry: '/mf/catalog/mf-manifest.json' } };

  it('allows the analytics and pixel hosts only when their ids are configured', () => {
    const none = contentSecurityPolicy({ remotes, site: { analyticsId: null, pixelId: null } }).directives;
    expect(none.scriptSrc).toEqual(["'self'"]);
    expect(none.connectSrc).toEqual(["'self'"]);
    const both = contentSecurityPolicy({ remotes, site: { analyticsId: 'G-ABC123', pixelId: '1234567' } }).directives;
    expect(both.scriptSrc).toEqual(["'self'", 'https://*.googletagmanager.com', 'https://connect.facebook.net']);
    expect(both.connectSrc).toContain('https://*.google-analytics.com');
    expect(both.imgSrc).toContain('https://www.facebook.com');
  });
});
