import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabases } from '../../../test/databases';
import { insertCatalogSkeleton, insertProduct } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';

const SHELL_HTML = `<!doctype html>
<html lang="sr-Latn">
  <head>
    <meta name="description" content="Opšti opis." />
    <title>IT Shop</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const SLUG = 'monitor-27-</script>-test';

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return blocks.map((block) => JSON.parse(block[1] ?? 'null'));
}

describe.each(testDatabases())('server-rendered product head on $name', (database) => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-seo-'));
    await mkdir(path.join(root, 'shell/dist'), { recursive: true });
    await writeFile(path.join(root, 'shell/dist/index.html'), SHELL_HTML);
    t = await startTestApp(database, {
      staticFiles: { root },
      site: { url: 'http://shop.example.ba', allowedHosts: ['shop.example.ba', 'localhost'] },
    });
    const ids = await insertCatalogSkeleton(t.db);
    const productId = await insertProduct(t.db, {
      slug: SLUG,
      name: 'Monitor 27" </script> "Test"',
      subcategory_id: ids.desktopsId,
      manufacturer_id: ids.manufacturerId,
      stock: 0,
      price_minor: 45_000,
      sale_price_minor: 39_990,
      on_sale: 1,
      short_description: 'Monitor & zvučnici <b>27"</b>.',
      product_code: 'MON-27',
      barcode: '3871234567892',
    });
    await t.db.insertInto('product_former_slugs').values({ slug: 'stari-monitor', product_id: productId }).execute();
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const navigate = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: 'shop.example.ba' } });

  it('renders title, description, canonical URL, Open Graph and Product JSON-LD into the head', async () => {
    const response = await navigate(`/proizvod/${encodeURIComponent(SLUG)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const canonical = `http://shop.example.ba/proizvod/${encodeURIComponent(SLUG)}`;

    expect(html).toContain('<title>Monitor 27&#34; &#60;/script&#62; &#34;Test&#34; | IT Shop</title>');
    expect(html).toContain(
      '<meta name="description" content="Monitor &#38; zvučnici &#60;b&#62;27&#34;&#60;/b&#62;." />',
    );
    expect(html).not.toContain('Opšti opis.');
    expect(html).toContain(`<link rel="canonical" href="${canonical}" data-shell-seo="" />`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="http://shop.example.ba/en/product/${encodeURIComponent(SLUG)}" data-shell-seo="" />`,
    );
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<meta property="og:image" content="http://shop.example.ba/slike/proizvodi/`);
    // The product's own "</script>" must not end any script element early.
    // One script, the JSON-LD: the product's own `</script>` in its name is escaped inside it.
    expect(html.match(/<\/script>/g)).toHaveLength(1);

    const [jsonLd] = jsonLdOf(html);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'Product',
      name: 'Monitor 27" </script> "Test"',
      sku: 'MON-27',
      gtin13: '3871234567892',
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: '399.90',
        priceCurrency: 'BAM',
        availability: 'https://schema.org/OutOfStock',
        shippingDetails: {
          shippingRate: { value: '10.00', currency: 'BAM' },
          shippingDestination: { addressCountry: 'BA' },
          deliveryTime: {
            handlingTime: { minValue: 2, maxValue: 5, unitCode: 'DAY' },
            transitTime: { minValue: 1, maxValue: 3, unitCode: 'DAY' },
          },
        },
        hasMerchantReturnPolicy: {
          applicableCountry: 'BA',
          returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
        },
      },
    });
  });

  it('renders the English twin with its own canonical URL, the pair of alternates and the page language', async () => {
    const response = await navigate(`/en/product/${encodeURIComponent(SLUG)}`);
    expect(response.statusCode).toBe(200);
    const english = `http://shop.example.ba/en/product/${encodeURIComponent(SLUG)}`;
    expect(response.body).toContain(`<link rel="canonical" href="${english}" data-shell-seo="" />`);
    expect(response.body).toContain(
      `<link rel="alternate" hreflang="sr" href="http://shop.example.ba/proizvod/${encodeURIComponent(SLUG)}" data-shell-seo="" />`,
    );
    const [jsonLd] = jsonLdOf(response.body);
    expect(jsonLd).toMatchObject({
      mainEntityOfPage: { '@type': 'WebPage', '@id': english, inLanguage: 'en' },
      offers: { url: english, price: '399.90', priceCurrency: 'BAM' },
    });
    const moved = await navigate('/en/product/stari-monitor');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/en/product/${encodeURIComponent(SLUG)}`);
  });

  it('redirects a former slug with 301 to the current URL', async () => {
    const response = await navigate('/proizvod/stari-monitor');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/proizvod/${encodeURIComponent(SLUG)}`);
  });

  it('answers an unknown product with the plain page (the app shows not-found)', async () => {
    const response = await navigate('/proizvod/nema-ga');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL_HTML);
  });

  it('serves crawlers and curl (Accept: */*) the same page, and a JSON-only request a JSON 404', async () => {
    const url = `/proizvod/${encodeURIComponent(SLUG)}`;
    const crawler = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
    expect(crawler.statusCode).toBe(200);
    expect(jsonLdOf(crawler.body)).toHaveLength(1);
    const json = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('renders the product for a URL with a trailing slash or a query string', async () => {
    for (const url of [`/proizvod/${encodeURIComponent(SLUG)}/`, `/proizvod/${encodeURIComponent(SLUG)}?utm=x`]) {
      expect(jsonLdOf((await navigate(url)).body)).toHaveLength(1);
    }
  });

  it('leaves other pages alone', async () => {
    const response = await navigate('/o-nama');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL_HTML);
    expect(jsonLdOf(response.body)).toEqual([]);
  });
});
