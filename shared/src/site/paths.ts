import { LOYALTY } from '../contracts/loyalty-rules';
import type { Language } from '../i18n/language';
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

/** A route's path with its parameters filled in, each by the one encoding rule (in English: its English path). */
function routePath<Key extends SpecRouteKey>(
  key: Key,
  params: Record<ParamsOf<RoutePattern<Key>>, string>,
  language: Language = 'sr',
) {
  const values: Record<string, string> = params;
  return routePattern(key, language).replace(/:([A-Za-z]\w*)/g, (_, name: string) => pathSegment(values[name] ?? ''));
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

/** `/korisnik/narudzbe/<id>`: one of the signed-in customer's orders. */
export const accountOrderPath = (id: number) => routePath('accountOrder', { id: String(id) });

/** `/korisnik/firma/pridruzivanje/<token>`: a company administrator's emailed invitation. */
export const joinCompanyPath = (token: string) => routePath('joinCompany', { token });

/** `/<slug>-loyalty`: the loyalty programme (the brand's slug, by default) or what a product earns (its slug). */
export const loyaltyPath = (slug: string = LOYALTY.brandSlug, language: Language = 'sr') =>
  routePattern('loyalty', language).replace(':product', pathSegment(slug));

/** The slug in a `/<slug>-loyalty` path (decoded), or undefined for any other path. */
export function loyaltySlugOf(pathname: string): string | undefined {
  const segment = /^(?:\/en)?\/([^/]+)-loyalty\/?$/.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** `/pretraga?search=<term>` (SPEC §2). */
export const searchPath = (term: string) => `${sitePagePath('search')}?search=${encodeURIComponent(term)}`;

/** The admin panel's products section searching for `name` (SPEC §2: `/admin-panel?search={name}#Proizvodi`). */
export const adminProductSearchPath = (name: string) =>
  `${sitePagePath('adminPanel')}?search=${encodeURIComponent(name)}#Proizvodi`;

/** The pages an emailed account link opens, with the link's token: `/verify-account/<token>`, `/en/register/<token>`. */
export const accountLinkPath = (
  page: 'verifyAccount' | 'resetPassword' | 'registerConfirm' | 'confirmEmailChange' | 'confirmAccountDeletion',
  token: string,
  language: Language,
) => routePath(page, { token }, language);
