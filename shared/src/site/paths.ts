import { type RoutePattern, routePattern, type SpecRouteKey, sitePagePath } from './routes';

/**
 * The one encoding rule for a value placed in a shop URL: it becomes exactly one path segment, encoded with
 * `encodeURIComponent` (so a `/`, `?`, `#` or `%` in a slug cannot change the path; `računari` becomes
 * `ra%C4%8Dunari`, which the router decodes back), except the comma: it is legal in a path (RFC 3986) and part of
 * category slugs (`televizori,-audio,-video`), so links, the sitemap and the address bar show it as it is.
 * Category links also turn spaces into hyphens (SPEC §3). A query value (the search term) is `encodeURIComponent`'d.
 */
export const pathSegment = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',');

/** The parameter names of a path pattern: `/narudzba/:broj` → `broj`. */
type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsOf<`/${Rest}`>
  : Pattern extends `${string}:${infer Param}`
    ? Param
    : never;

/** A route's path with its parameters filled in, each by the one encoding rule. */
function routePath<Key extends SpecRouteKey>(key: Key, params: Record<ParamsOf<RoutePattern<Key>>, string>) {
  const values: Record<string, string> = params;
  return routePattern(key).replace(/:([A-Za-z]\w*)/g, (_, name: string) => pathSegment(values[name] ?? ''));
}

/** `/proizvod/<slug>`: the product page (a former slug or the name also works; the API answers with a redirect). */
export const productPath = (slug: string) => routePath('product', { naziv: slug });

/** `/webshop/<category>[/<subcategory>]`, spaces turned into hyphens (SPEC §3). */
export function categoryPath(categorySlug: string, subcategorySlug?: string): string {
  const slugs = subcategorySlug === undefined ? [categorySlug] : [categorySlug, subcategorySlug];
  return [sitePagePath('webshop'), ...slugs.map((slug) => pathSegment(slug.replace(/ /g, '-')))].join('/');
}

export const promotionPath = (slug: string) => routePath('promotion', { promocija: slug });

export const orderPath = (orderNumber: string) => routePath('order', { broj: orderNumber });

/** `/pretraga?search=<term>` (SPEC §2). */
export const searchPath = (term: string) => `${sitePagePath('search')}?search=${encodeURIComponent(term)}`;

/** The admin panel's products section searching for `name` (SPEC §2: `/admin-panel?search={name}#Proizvodi`). */
export const adminProductSearchPath = (name: string) =>
  `${sitePagePath('adminPanel')}?search=${encodeURIComponent(name)}#Proizvodi`;
