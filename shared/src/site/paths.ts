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
  language: Language,
) {
  const values: Record<string, string> = params;
  return routePattern(key, language).replace(/:([A-Za-z]\w*)/g, (_, name: string) => pathSegment(values[name] ?? ''));
}

type FixedPageKey = Parameters<typeof sitePagePath>[0];

/** The pages an emailed account link opens, with the link's token: `/verify-account/<token>`, `/en/register/<token>`. */
type AccountLinkPage =
  | 'verifyAccount'
  | 'resetPassword'
  | 'registerConfirm'
  | 'confirmEmailChange'
  | 'confirmAccountDeletion';

/**
 * The site's URL builders in one language: the one way to build a link (issue 26: an English page links English
 * pages). Pages get them for the page's language from `useTranslation().paths`; the API (emails, sitemap, product
 * head) calls `sitePaths(language)` with the language it writes in.
 */
export function sitePaths(language: Language) {
  return {
    /** A page without parameters: `page('cart')` is `/korpa` or `/en/cart`. */
    page: (key: FixedPageKey) => sitePagePath(key, language),
    /** `/proizvod/<slug>`: the product page (a former slug or the name also works; the API answers with a redirect). */
    product: (slug: string) => routePath('product', { naziv: slug }, language),
    /** `/webshop/<category>[/<subcategory>]`, spaces turned into hyphens (SPEC §3). */
    category(categorySlug: string, subcategorySlug?: string): string {
      const slugs = subcategorySlug === undefined ? [categorySlug] : [categorySlug, subcategorySlug];
      return [sitePagePath('webshop', language), ...slugs.map((slug) => pathSegment(slug.replace(/ /g, '-')))].join(
        '/',
      );
    },
    promotion: (slug: string) => routePath('promotion', { promocija: slug }, language),
    order: (orderNumber: string) => routePath('order', { broj: orderNumber }, language),
    /** `/korisnik/narudzbe/<id>`: one of the signed-in customer's orders. */
    accountOrder: (id: number) => routePath('accountOrder', { id: String(id) }, language),
    /** `/<slug>-loyalty`: the loyalty programme (the brand's slug, by default) or what a product earns (its slug). */
    loyalty: (slug: string = LOYALTY.brandSlug) =>
      routePattern('loyalty', language).replace(':product', pathSegment(slug)),
    /** `/pretraga?search=<term>` (SPEC §2). */
    search: (term: string) => `${sitePagePath('search', language)}?search=${encodeURIComponent(term)}`,
    accountLink: (page: AccountLinkPage, token: string) => routePath(page, { token }, language),
    /** `/ponuda/<token>` (`/en/quote/<token>`): a quote, opened by its emailed link. */
    quote: (token: string) => routePath('quote', { token }, language),
    /** `/korisnik/ponude/<id>`: a quote opened from the account's list by its pro-forma request's id (signed in). */
    accountQuote: (id: number) => routePath('accountQuote', { id: String(id) }, language),
    /** `/korisnik/firma/pridruzivanje/<token>`: a company administrator's emailed invitation. */
    joinCompany: (token: string) => routePath('joinCompany', { token }, language),
  };
}

export type SitePaths = ReturnType<typeof sitePaths>;

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

/** The admin panel's products section searching for `name` (SPEC §2: `/admin-panel?search={name}#Proizvodi`). */
export const adminProductSearchPath = (name: string) =>
  `${sitePagePath('adminPanel', 'sr')}?search=${encodeURIComponent(name)}#Proizvodi`;
