import { FORMER_PRODUCT_SLUG } from '../support/demo';
import { expect, test } from '../support/test';

test('the served HTML of a product page carries its head and Product JSON-LD, without running JavaScript', async ({
  request,
}) => {
  const moved = await (await request.get(`/api/proizvod/${FORMER_PRODUCT_SLUG}`)).json();
  const { product } = await (await request.get(`/api/proizvod/${encodeURIComponent(moved.slug)}`)).json();

  const response = await request.get(`/proizvod/${encodeURIComponent(moved.slug)}`, { headers: { accept: '*/*' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${product.naziv} | IT Shop</title>`);
  expect(html).toMatch(
    new RegExp(`<link rel="canonical" href="http://[^"]+/proizvod/${moved.slug}" data-shell-seo="" />`),
  );
  expect(html).toContain('<meta property="og:type" content="product" />');

  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name: product.naziv,
    offers: {
      price: product.trenutna_cijena.toFixed(2),
      priceCurrency: 'BAM',
      availability: product.kolicina > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      shippingDetails: { shippingRate: { value: '10.00', currency: 'BAM' } },
    },
  });
});

test('a crawler asking for a former slug is sent to the current URL with a 301', async ({ request }) => {
  const response = await request.get(`/proizvod/${FORMER_PRODUCT_SLUG}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/^\/proizvod\/lenovo-thinkpad-e14-gen-5/);
});
