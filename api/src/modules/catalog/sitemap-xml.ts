import { categoryPath, disallowedPathPatterns, productPath, sitemapPages } from '@shop/shared/site';
import type { ShopSitemapEntries } from './sitemap-repository';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A path from the route table or its URL builders (already percent-encoded), XML-escaped. */
const location = (origin: string, path: string) => escapeXml(origin + path);

/**
 * The sitemap: every public page of the route table with a fixed path (company pages in both languages, each with
 * hreflang alternates; the webshop), the shop's category and subcategory pages, and the product pages.
 */
export function renderSitemap(origin: string, shop: ShopSitemapEntries): string {
  const urls: string[] = [];
  for (const page of sitemapPages()) {
    if (!page.en) {
      urls.push(`<url><loc>${location(origin, page.sr)}</loc></url>`);
      continue;
    }
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="sr" href="${location(origin, page.sr)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${location(origin, page.en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${location(origin, page.sr)}"/>`,
    ].join('');
    for (const path of [page.sr, page.en]) urls.push(`<url><loc>${location(origin, path)}</loc>${alternates}</url>`);
  }
  for (const category of shop.categories) {
    urls.push(`<url><loc>${location(origin, categoryPath(category.slug))}</loc></url>`);
    for (const sub of category.subcategories) {
      urls.push(`<url><loc>${location(origin, categoryPath(category.slug, sub))}</loc></url>`);
    }
  }
  for (const product of shop.products) {
    const lastmod = product.updatedAt.slice(0, 10);
    urls.push(`<url><loc>${location(origin, productPath(product.slug))}</loc><lastmod>${lastmod}</lastmod></url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read everything public; what the route table does not mark public is kept out of the index. */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...disallowedPathPatterns().map((pattern) => `Disallow: ${pattern}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
