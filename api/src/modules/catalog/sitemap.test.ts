import { sqliteDatabase, testDatabases } from '../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('/sitemap.xml and /robots.txt on $name', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(database, { site: { url: 'http://shop.example', allowedHosts: ['shop.example'] } });
    const ids = await insertCatalogSkeleton(t.db);
    await insertProduct(t.db, {
      slug: 'acer-aspire-tc-1780',
      name: 'Acer Aspire TC-1780',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      updated_at: '2026-11-20T08:00:00.000Z',
    });
  });
  afterAll(() => t.close());

  it('lists the company pages in both languages with hreflang, the categories and the products', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toContain('<loc>http://shop.example/o-nama</loc>');
    expect(xml).toContain('<loc>http://shop.example/en/about</loc>');
    expect(xml).toContain('hreflang="en" href="http://shop.example/en/cybersecurity"');
    expect(xml).toContain('<loc>http://shop.example/webshop/televizori,-audio,-video</loc>');
    expect(xml).toContain('<loc>http://shop.example/webshop/ra%C4%8Dunari-i-komponente/desktop-ra%C4%8Dunari</loc>');
    expect(xml).toContain('<loc>http://shop.example/proizvod/acer-aspire-tc-1780</loc><lastmod>2026-11-20</lastmod>');
    // The shop's English twins, each with the pair of alternates (issue 26).
    expect(xml).toContain('<loc>http://shop.example/en/webshop</loc>');
    expect(xml).toContain('<loc>http://shop.example/en/webshop/televizori,-audio,-video</loc>');
    expect(xml).toContain(
      '<loc>http://shop.example/en/product/acer-aspire-tc-1780</loc><lastmod>2026-11-20</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="sr" href="http://shop.example/proizvod/acer-aspire-tc-1780"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="http://shop.example/en/product/acer-aspire-tc-1780"/>',
    );
    // Per-visitor and error pages are not indexed.
    expect(xml).not.toContain('sacuvani-proizvodi');
    expect(xml).not.toContain('not-found');
  });

  it('answers robots.txt pointing at the sitemap and keeping private pages out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Sitemap: http://shop.example/sitemap.xml');
    expect(response.body).toContain('Disallow: /admin-panel');
    expect(response.body).toContain('Disallow: /en/cart');
    expect(response.body).not.toContain('Disallow: /en/product');
  });
});

describe('/robots.txt with SITE_URL set', () => {
  it('names the configured public address, not the one the request came to', async () => {
    const t = await startTestApp(sqliteDatabase, { site: { url: 'https://www.itshop.ba' } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: '127.0.0.1:3000' } });
      expect(response.body).toContain('Sitemap: https://www.itshop.ba/sitemap.xml');
      expect(response.body).not.toContain('127.0.0.1');
    } finally {
      await t.close();
    }
  });
});
