import { SITE_PAGES, UNLISTED_PAGE_KEYS } from '@shop/shared/site';
import type { ShopSitemapEntries } from '../../repositories/sitemap-entries';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Path segments percent-encoded (slugs hold č, ć, commas), then XML-escaped. */
const location = (origin: string, path: string) => escapeXml(origin + encodeURI(path.replace(/ /g, '-')));

/**
 * The sitemap: every company page in both languages (each with hreflang alternates), the shop's category and
 * subcategory pages, and the product pages.
 */
export function renderSitemap(origin: string, shop: ShopSitemapEntries): string {
  const urls: string[] = [];
  for (const page of SITE_PAGES) {
    if (UNLISTED_PAGE_KEYS.includes(page.key)) continue;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="sr" href="${location(origin, page.sr)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${location(origin, page.en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${location(origin, page.sr)}"/>`,
    ].join('');
    for (const path of [page.sr, page.en]) urls.push(`<url><loc>${location(origin, path)}</loc>${alternates}</url>`);
  }
  urls.push(`<url><loc>${location(origin, '/webshop')}</loc></url>`);
  for (const category of shop.categories) {
    urls.push(`<url><loc>${location(origin, `/webshop/${category.slug}`)}</loc></url>`);
    for (const sub of category.subcategories) {
      urls.push(`<url><loc>${location(origin, `/webshop/${category.slug}/${sub}`)}</loc></url>`);
    }
  }
  for (const product of shop.products) {
    const lastmod = product.updatedAt.slice(0, 10);
    urls.push(`<url><loc>${location(origin, `/proizvod/${product.slug}`)}</loc><lastmod>${lastmod}</lastmod></url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read everything public; private and per-visitor pages are kept out of the index. */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin-panel',
    'Disallow: /korisnik',
    'Disallow: /korpa',
    'Disallow: /plati',
    'Disallow: /prijava',
    'Disallow: /pretraga',
    'Disallow: /uporedi',
    'Disallow: /sacuvani-proizvodi',
    'Disallow: /en/saved-products',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
