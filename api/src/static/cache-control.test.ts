import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-control';

describe('cacheControlFor', () => {
  it.each([
    'index.html',
    '/srv/shell/dist/index.html',
    'mf-manifest.json',
    'mf-stats.json',
    'remoteEntry.js',
    'remoteEntry.js.br',
    'remotes.json',
    'favicon.svg',
    'robots.txt',
  ])('revalidates %s', (file) => {
    expect(cacheControlFor(file)).toBe(NO_CACHE);
  });

  it.each([
    'main.7391a4af.js',
    '534.fe4926c7.js',
    '__federation_expose_ProductPage.344dc070.css',
    'static/js/async/123.a1b2c3d4.js.gz',
  ])('caches the content-hashed %s for a year', (file) => {
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it('does not mistake a word for a hash', () => {
    expect(cacheControlFor('index.fallback.js')).toBe(NO_CACHE);
  });
});
