import type { ProductFound } from '@shop/shared/contracts';
import type { Language } from '@shop/shared/i18n/core';
import { sitePaths } from '@shop/shared/site';
import type { z } from 'zod';
import { escapeHtml, scriptJson } from '../../../lib/html';
import { productJsonLd } from './json-ld';

type ProductPage = z.infer<typeof ProductFound>;

const SITE_NAME = 'IT Shop';
const DESCRIPTION_MAX = 160;

function shortDescription(page: ProductPage): string {
  const text = (page.product.kratak_opis || page.product.naziv).replace(/\s+/g, ' ').trim();
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
}

/**
 * Replaces the generic title, description, canonical and alternate links with the product's (its page in `language`,
 * the Serbian and English twins as alternates), and adds Open Graph tags and Product JSON-LD, so crawlers read them
 * without running JavaScript (the page itself is rendered on the server).
 */
export function withProductHead(html: string, page: ProductPage, origin: string, language: Language): string {
  const absolute = (path: string) => new URL(path, origin).toString();
  const productUrl = absolute(sitePaths(language).product(page.slug));
  const alternate = (hreflang: string, twin: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absolute(sitePaths(twin).product(page.slug)))}" data-shell-seo="" />`;
  const title = escapeHtml(`${page.product.naziv} | ${SITE_NAME}`);
  const description = escapeHtml(shortDescription(page));
  const imagePath = page.images[0]?.url_slike ?? page.product.url_slike;
  const image = escapeHtml(absolute(imagePath));
  const tags = [
    // The largest paint is this image: start loading it before anything else (same origin as the page, as the CSP wants).
    `<link rel="preload" as="image" href="${escapeHtml(imagePath)}" fetchpriority="high" />`,
    // Marked as the shell's: it replaces them on the next page (`setHeadLinks`).
    `<link rel="canonical" href="${escapeHtml(productUrl)}" data-shell-seo="" />`,
    alternate('sr', 'sr'),
    alternate('en', 'en'),
    alternate('x-default', 'sr'),
    `<meta property="og:type" content="product" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(page.product.naziv)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(productUrl)}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="product:price:amount" content="${page.product.trenutna_cijena.toFixed(2)}" />`,
    `<meta property="product:price:currency" content="BAM" />`,
    `<script type="application/ld+json">${scriptJson(productJsonLd(page, { productUrl, language }, absolute))}</script>`,
  ].join('\n    ');
  // Function replacements: a product name may hold `$'` or `$&`, which a replacement string reads as patterns.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${description}" />`)
    .replace(/<link rel="(?:canonical|alternate)"[^>]*>/g, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
