import { disallowedPathPatterns, sitemapPages, sitePaths } from '@shop/shared/site';
import type { ShopSitemapEntries } from './sitemap-repository';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A path from the route table or its URL builders (already percent-encoded), XML-escaped. */
const location = (origin: string, path: string) => escapeXml(origin + path);

/**
 * The sitemap: every public page of the route table with a fixed path (company pages and the webshop), the shop's
 * category and subcategory pages, and the product pages, each in Serbian and English with hreflang alternates
 * (issue 26: the shop has English twins).
 */
export function renderSitemap(origin: string, shop: ShopSitemapEntries): string {
  const urls: string[] = [];
  const [sr, en] = [sitePaths('sr'), sitePaths('en')];
  /** One language's URL of a page and, for a page with a twin, the alternates naming both. */
  const addPage = (paths: { sr: string; en?: string }, lastmod?: string) => {
    const extra = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    if (!paths.en) {
      urls.push(`<url><loc>${location(origin, paths.sr)}</loc>${extra}</url>`);
      return;
    }
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="sr" href="${location(origin, paths.sr)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${location(origin, paths.en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${location(origin, paths.sr)}"/>`,
    ].join('');
    for (const path of [paths.sr, paths.en])
      urls.push(`<url><loc>${location(origin, path)}</loc>${extra}${alternates}</url>`);
  };
  for (const page of sitemapPages()) addPage(page);
  for (const category of shop.categories) {
    addPage({ sr: sr.category(category.slug), en: en.category(category.slug) });
    for (const sub of category.subcategories) {
      addPage({ sr: sr.category(category.slug, sub), en: en.category(category.slug, sub) });
    }
  }
  for (const product of shop.products) {
    addPage({ sr: sr.product(product.slug), en: en.product(product.slug) }, product.updatedAt.slice(0, 10));
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
