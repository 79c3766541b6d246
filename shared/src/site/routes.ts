import type { Language } from '../i18n/language';
import type { RemoteModuleId } from './remoteModules';

/**
 * What a path decides beyond what renders it. Each rule of the shell (and the API's sitemap and robots.txt) reads
 * these flags instead of keeping its own list of paths.
 */
interface RouteFlags {
  /** Shows the shop's category bar; the categories load only on these pages (SPEC §4). */
  categoryBar?: true;
  /** Hides the SR/EN switch (SPEC §2: shop, account, saved-products and search pages, and any page without `en`). */
  hidesLanguageSwitch?: true;
  /** Meant for a signed-in user, or for staff (Admin, Editor). The API enforces it; the page explains it to a guest. */
  access?: 'signedIn' | 'staff';
  /** Indexable: listed in the sitemap (fixed paths), open to crawlers; rendered on the server (decision 011). */
  public?: true;
  /** Rendered on the server though not indexable (search results, the not-found page: the same for every visitor). */
  serverRendered?: true;
  /** The compare banner stays away (SPEC §2: the compare page and the admin panel, nowhere else). */
  hidesCompareBanner?: true;
  /** No page view is sent (SPEC §4: sign-in and the admin panel). */
  noPageView?: true;
  /** What signing out does here (SPEC §4): reload the page, go to sign-in, or go home. Elsewhere the page stays. */
  afterSignOut?: 'reload' | 'signIn' | 'home';
}

/**
 * A path in Serbian (a React Router pattern: `:param` is one segment, a trailing `/*` takes everything below) and
 * its English twin (the spec's for the company pages, issue 26's for the shop and account); without one the switch
 * must be hidden (checked by the type).
 */
type RoutePaths = { sr: string; en: string } | { sr: string; en?: undefined; hidesLanguageSwitch: true };

/** A spec route: its key (used by the URL builders), paths and flags. */
export type SpecRoute = RouteFlags & RoutePaths & { key: string };

/** A row of the route table: a spec route and what renders it, a remote's module, or else the shell's page `key`. */
export type RouteRow = SpecRoute & { remote?: RemoteModuleId };

/**
 * The one route table of the site (SPEC §2). The shell's router, the language switch, the category bar, the compare
 * banner, page views, sign-out, the sitemap and robots.txt all read it. To add a route, add a row.
 */
export const ROUTES = [
  // The company pages, each in Serbian and English; the shell renders them (HomePage, ContentPage, …).
  { key: 'home', sr: '/', en: '/en/', public: true },
  { key: 'services', sr: '/usluge', en: '/en/services', public: true },
  { key: 'about', sr: '/o-nama', en: '/en/about', public: true },
  { key: 'contact', sr: '/kontakt', en: '/en/contact', public: true },
  { key: 'references', sr: '/referentna-lista', en: '/en/reference-list', public: true },
  { key: 'documents', sr: '/akti', en: '/en/documents', public: true },
  { key: 'terms', sr: '/uslovi-koriscenja', en: '/en/terms-of-use', public: true },
  { key: 'privacy', sr: '/politika-privatnosti', en: '/en/privacy-policy', public: true },
  { key: 'cookies', sr: '/kolacici', en: '/en/cookies', public: true },
  // Not in the spec's table: what the product page's 'Kupovina na rate' tile means (issue 15).
  { key: 'instalments', sr: '/kupovina-na-rate', en: '/en/buying-in-instalments', public: true },
  {
    key: 'savedProducts',
    sr: '/sacuvani-proizvodi',
    en: '/en/saved-products',
    remote: 'account/SavedProductsPage',
    hidesLanguageSwitch: true,
    access: 'signedIn',
  },
  { key: 'businessSoftware', sr: '/poslovni-programski-paketi', en: '/en/business-software-packages', public: true },
  {
    key: 'timeAttendance',
    sr: '/sistem-za-evidenciju-radnog-vremena-erv',
    en: '/en/time-and-attendance-management-system-tams',
    public: true,
  },
  { key: 'networkIntegration', sr: '/mrezne-integracije', en: '/en/network-integrations', public: true },
  { key: 'voip', sr: '/voip-telefonija', en: '/en/voip-telephony', public: true },
  {
    key: 'videoSurveillance',
    sr: '/sistem-video-nadzora-i-alarma',
    en: '/en/video-surveillance-and-alarm-systems',
    public: true,
  },
  { key: 'cybersecurity', sr: '/sajber-bezbjednost', en: '/en/cybersecurity', public: true },
  { key: 'fiscalization', sr: '/usluge-iz-oblasti-fiskalizacije', en: '/en/fiscalization-services', public: true },
  {
    key: 'solarPower',
    sr: '/projektovanje-i-ugradnja-solarnih-elektrana',
    en: '/en/design-and-installation-of-solar-power-plants',
    public: true,
  },
  {
    key: 'maintenance',
    sr: '/usluge-odrzavanja-racunara-mreza-i-printera',
    en: '/en/computer-network-and-printer-maintenance-services',
    public: true,
  },
  { key: 'serviceCenter', sr: '/servisni-centar', en: '/en/service-center', public: true },
  { key: 'smartHome', sr: '/smart-home', en: '/en/smart-home', public: true },
  {
    key: 'plcAutomation',
    sr: '/plc-programiranje-i-automatizacija',
    en: '/en/plc-programming-and-automation',
    public: true,
  },
  // Rendered on the server so that a request for it answers 404 (the page sets the status), as any missing page does.
  { key: 'notFound', sr: '/not-found', en: '/en/not-found', serverRendered: true },

  // The shop, in Serbian and English (issue 26: an English visitor stays in English; the switch stays hidden, SPEC §2).
  // The catalog owns everything under /webshop (categories, subcategories). A row's parameters are named the same in
  // both paths, so one URL builder fills either.
  {
    key: 'webshop',
    sr: '/webshop/*',
    en: '/en/webshop/*',
    remote: 'catalog/WebshopPage',
    hidesLanguageSwitch: true,
    categoryBar: true,
    public: true,
  },
  {
    key: 'search',
    sr: '/pretraga',
    en: '/en/search',
    remote: 'catalog/SearchPage',
    hidesLanguageSwitch: true,
    serverRendered: true,
  },
  {
    key: 'promotion',
    sr: '/promocija/:promocija',
    en: '/en/promotion/:promocija',
    remote: 'catalog/PromotionPage',
    hidesLanguageSwitch: true,
    categoryBar: true,
    public: true,
  },
  {
    key: 'product',
    sr: '/proizvod/:naziv',
    en: '/en/product/:naziv',
    remote: 'product/ProductPage',
    hidesLanguageSwitch: true,
    categoryBar: true,
    public: true,
  },
  {
    key: 'compare',
    sr: '/uporedi',
    en: '/en/compare',
    remote: 'product/ComparePage',
    hidesLanguageSwitch: true,
    hidesCompareBanner: true,
  },
  {
    key: 'cart',
    sr: '/korpa',
    en: '/en/cart',
    remote: 'checkout/CartPage',
    hidesLanguageSwitch: true,
    afterSignOut: 'reload',
  },
  { key: 'payment', sr: '/plati', en: '/en/checkout', remote: 'checkout/PaymentPage', hidesLanguageSwitch: true },
  {
    key: 'order',
    sr: '/narudzba/:broj',
    en: '/en/order/:broj',
    remote: 'checkout/OrderConfirmationPage',
    hidesLanguageSwitch: true,
  },
  // A quote answering a pro-forma request (issue 27), opened from its email by the link's token, signed in or not;
  // English too, as the email is written in the request's language.
  {
    key: 'quote',
    sr: '/ponuda/:token',
    en: '/en/quote/:token',
    remote: 'checkout/QuotePage',
    hidesLanguageSwitch: true,
  },

  // Sign-in and the admin panel (its sections are `#hash`es; a path below it belongs to the panel too).
  // Sign-in, registration and passwords: English paths too, so links in an English email open English pages.
  {
    key: 'signIn',
    sr: '/prijava',
    en: '/en/sign-in',
    remote: 'account/SignInPage',
    hidesLanguageSwitch: true,
    noPageView: true,
  },
  {
    key: 'register',
    sr: '/registracija',
    en: '/en/register',
    remote: 'account/RegisterPage',
    hidesLanguageSwitch: true,
  },
  {
    key: 'registerConfirm',
    sr: '/registracija/:token',
    en: '/en/register/:token',
    remote: 'account/RegisterPage',
    hidesLanguageSwitch: true,
  },
  {
    key: 'forgotPassword',
    sr: '/forgot-password',
    en: '/en/forgot-password',
    remote: 'account/ForgotPasswordPage',
    hidesLanguageSwitch: true,
  },
  {
    key: 'resetPassword',
    sr: '/reset-password/:token',
    en: '/en/reset-password/:token',
    remote: 'account/ResetPasswordPage',
    hidesLanguageSwitch: true,
  },
  {
    key: 'verifyAccount',
    sr: '/verify-account/:token',
    en: '/en/verify-account/:token',
    remote: 'account/VerifyAccountPage',
    hidesLanguageSwitch: true,
  },
  // The account area (SPEC §2: /korisnik, /korisnik/narudzbe, /korisnik/narudzbe/{id}) and its English twins; signing
  // out there goes home.
  {
    key: 'account',
    sr: '/korisnik',
    en: '/en/account',
    remote: 'account/AccountPage',
    hidesLanguageSwitch: true,
    access: 'signedIn',
    afterSignOut: 'home',
  },
  {
    key: 'accountOrders',
    sr: '/korisnik/narudzbe',
    en: '/en/account/orders',
    remote: 'account/OrdersPage',
    hidesLanguageSwitch: true,
    access: 'signedIn',
    afterSignOut: 'home',
  },
  {
    key: 'accountOrder',
    sr: '/korisnik/narudzbe/:id',
    en: '/en/account/orders/:id',
    remote: 'account/OrderPage',
    hidesLanguageSwitch: true,
    access: 'signedIn',
    afterSignOut: 'home',
  },
  // The user's company (issue 27): its users; an administrator invites colleagues, whose emailed link joins them.
  {
    key: 'accountCompany',
    sr: '/korisnik/firma',
    en: '/en/account/company',
    remote: 'account/CompanyPage',
    hidesLanguageSwitch: true,
    access: 'signedIn',
    afterSignOut: 'home',
  },
  // Company approvals (issue 27, decision 023): an administrator approves or declines buyers' orders above the
  // company's limit; a buyer sees their own requests.
  {
    key: 'accountApprovals',
    sr: '/korisnik/firma/odobrenja',
    en: '/en/account/company/approvals',
    remote: 'account/ApprovalsPage',
    hidesLanguageSwitch: true,
    access: 'signedIn',
    afterSignOut: 'home',
  },
  {
    key: 'joinCompany',
    sr: '/korisnik/firma/pridruzivanje/:token',
    en: '/en/account/company/join/:token',
    remote: 'account/CompanyPage',
    hidesLanguageSwitch: true,
    access: 'signedIn',
    afterSignOut: 'home',
  },
  // The account's pro-forma requests and their quotes (issue 27; a company administrator's: the company's), and one
  // quote opened from there by the request's id, signed in (the quote page, without the emailed token).
  {
    key: 'accountQuotes',
    sr: '/korisnik/ponude',
    en: '/en/account/quotes',
    remote: 'account/QuotesPage',
    hidesLanguageSwitch: true,
    access: 'signedIn',
    afterSignOut: 'home',
  },
  {
    key: 'accountQuote',
    sr: '/korisnik/ponude/:id',
    en: '/en/account/quotes/:id',
    remote: 'checkout/QuotePage',
    hidesLanguageSwitch: true,
    access: 'signedIn',
    afterSignOut: 'home',
  },
  // Loyalty points (SPEC: /{product}-loyalty): the programme with the brand's slug (`loyaltyPath()`), a product's
  // points with its slug; the balance and ledger for a signed-in user. `:product-loyalty` is one segment ending in
  // `-loyalty` (the shell checks the suffix, as React Router cannot).
  {
    key: 'loyalty',
    sr: '/:product-loyalty',
    en: '/en/:product-loyalty',
    remote: 'account/LoyaltyPage',
    hidesLanguageSwitch: true,
  },
  // Opened from an account email (signed in or not, maybe on another device); English too, like the sign-up links.
  {
    key: 'confirmEmailChange',
    sr: '/potvrda-email-adrese/:token',
    en: '/en/confirm-email-change/:token',
    remote: 'account/ConfirmEmailChangePage',
    hidesLanguageSwitch: true,
  },
  {
    key: 'confirmAccountDeletion',
    sr: '/brisanje-naloga/:token',
    en: '/en/delete-account/:token',
    remote: 'account/ConfirmAccountDeletionPage',
    hidesLanguageSwitch: true,
  },
  {
    key: 'adminPanel',
    sr: '/admin-panel/*',
    remote: 'admin/AdminPanelPage',
    hidesLanguageSwitch: true,
    access: 'staff',
    hidesCompareBanner: true,
    noPageView: true,
    afterSignOut: 'signIn',
  },
] as const satisfies readonly RouteRow[];

/**
 * SPEC §2 routes with no screen yet: they show the not-found page, but their rules already hold (no language
 * switch, sign-out from the account area goes home, kept out of the index). Building one moves it to ROUTES with
 * what renders it.
 */
export const ROUTES_TO_COME = [] as const satisfies readonly SpecRoute[];

/** The twelve service pages (with the overview, the spec's 13), in the order the services overview lists them. */
export const SERVICE_PAGE_KEYS = [
  'businessSoftware',
  'timeAttendance',
  'networkIntegration',
  'voip',
  'videoSurveillance',
  'cybersecurity',
  'fiscalization',
  'solarPower',
  'maintenance',
  'serviceCenter',
  'smartHome',
  'plcAutomation',
] as const satisfies readonly RouteKey[];

type AnyRoute = (typeof ROUTES)[number] | (typeof ROUTES_TO_COME)[number];
export type RouteKey = (typeof ROUTES)[number]['key'];
/** Rows without a remote: the pages the shell renders itself, named by their key. */
export type ShellPageKey = Exclude<(typeof ROUTES)[number], { remote: string }>['key'];
export type SpecRouteKey = AnyRoute['key'];
/** The Serbian path pattern of a spec route, e.g. `/proizvod/:naziv` for `product`. */
export type RoutePattern<Key extends SpecRouteKey> = Extract<AnyRoute, { key: Key }>['sr'];

/** A page with an English twin (the company pages, the shop and the account area; not the admin panel). */
export type MirroredPage = Extract<(typeof ROUTES)[number], { en: string }>;
export type SitePageKey = MirroredPage['key'];
export const MIRRORED_PAGES = ROUTES.filter((route): route is MirroredPage => 'en' in route);

const ALL_ROUTES: readonly SpecRoute[] = [...ROUTES, ...ROUTES_TO_COME];

/** `:param` is one segment, `:param-suffix` one segment ending in `-suffix`, a trailing `/*` anything below. */
function patternToRegExp(pattern: string, capture = false): RegExp {
  const below = pattern.endsWith('/*');
  const fixed = below ? pattern.slice(0, -2) : pattern;
  const [param, rest] = capture ? ['([^/]+)', '(/.*)?'] : ['[^/]+', '(?:/.*)?'];
  const source = fixed.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, param);
  return new RegExp(`^${source}${below ? rest : ''}$`);
}

const MATCHERS = ALL_ROUTES.map((route) => ({
  route,
  paths: [route.sr, route.en].filter((path) => path !== undefined).map((path) => patternToRegExp(path)),
}));

/** `/o-nama/` and `/o-nama` are one page; `/en` is the English home. */
export function normalizePath(pathname: string): string {
  if (pathname === '/en' || pathname === '/en/') return '/en/';
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** The spec route a path belongs to (built or still to come), or undefined where the not-found page shows. */
export function routeOf(pathname: string): SpecRoute | undefined {
  const path = normalizePath(pathname);
  return MATCHERS.find(({ paths }) => paths.some((regExp) => regExp.test(path)))?.route;
}

/**
 * Whether the server renders a path's HTML (public pages and search results): the same for every visitor, so the
 * server renders them anonymously and the browser adds what is personal.
 */
export function isServerRendered(pathname: string): boolean {
  const route = routeOf(pathname);
  return Boolean(route?.public || route?.serverRendered);
}

/** The values of a pattern's parameters in a path, in order, and what a trailing `/*` took; undefined if no match. */
function matchPattern(pattern: string, path: string): { values: string[]; below: string } | undefined {
  const found = patternToRegExp(pattern, true).exec(path);
  if (!found) return undefined;
  const groups = found.slice(1);
  return pattern.endsWith('/*')
    ? { values: groups.slice(0, -1) as string[], below: groups.at(-1) ?? '' }
    : { values: groups as string[], below: '' };
}

/** A pattern with its parameters filled in, in order, and the part below a `/*` appended. */
function fillPattern(pattern: string, { values, below }: { values: string[]; below: string }): string {
  let index = 0;
  const fixed = pattern.endsWith('/*') ? pattern.slice(0, -2) : pattern;
  return fixed.replace(/:[A-Za-z]\w*/g, () => values[index++] ?? '') + below;
}

/**
 * A path in both languages, for hreflang alternates: `/proizvod/x` ↔ `/en/product/x`, `/webshop/a/b` ↔
 * `/en/webshop/a/b` (parameters are the same in both, in the same order). Undefined for a path without a twin and for
 * the not-found page.
 */
export function languagePaths(pathname: string): { sr: string; en: string } | undefined {
  const path = normalizePath(pathname);
  const route = routeOf(path);
  if (!route?.en || route.key === 'notFound') return undefined;
  const match = matchPattern(route.sr, path) ?? matchPattern(route.en, path);
  return match && { sr: fillPattern(route.sr, match), en: fillPattern(route.en, match) };
}

/** A route's path without parameters (`/webshop/*` is `/webshop`), or undefined when the path takes parameters. */
function fixedPath(pattern: string): string | undefined {
  const path = pattern.endsWith('/*') ? pattern.slice(0, -2) : pattern;
  return path.includes(':') ? undefined : path;
}

/** Spec routes whose path takes no parameters: the ones `sitePagePath` can name. */
type FixedRouteKey = {
  [Key in SpecRouteKey]: RoutePattern<Key> extends `${string}:${string}` ? never : Key;
}[SpecRouteKey];

/**
 * The path of a page that takes no parameters, in `language` where it has an English twin (else Serbian). Pages build
 * links with `useTranslation().paths`, which passes the page's language.
 */
export function sitePagePath(key: FixedRouteKey, language: Language): string {
  const route = ALL_ROUTES.find((candidate) => candidate.key === key);
  const path = route && fixedPath((language === 'en' && route.en) || route.sr);
  if (path === undefined) throw new Error(`no fixed path for ${key}`);
  return path;
}

/**
 * The path pattern of a route (for URL builders that fill in its parameters): Serbian, or in English where the route
 * has an English path (its parameters are named the same).
 */
export function routePattern<Key extends SpecRouteKey>(key: Key, language: Language): RoutePattern<Key> {
  const route = ALL_ROUTES.find((candidate) => candidate.key === key);
  if (!route) throw new Error(`unknown route ${key}`);
  return ((language === 'en' && route.en) || route.sr) as RoutePattern<Key>;
}

/** Both paths of a route, for matching a path of either language (a remote's own `matchRoutes`). */
export function routePatterns<Key extends SpecRouteKey>(key: Key): string[] {
  const route = ALL_ROUTES.find((candidate) => candidate.key === key);
  if (!route) throw new Error(`unknown route ${key}`);
  return [route.sr, route.en].filter((path) => path !== undefined);
}

/**
 * Where the SR/EN switch leads from `pathname`: the mirror page, or null where the switch is hidden. An unknown path
 * shows the not-found page, so its mirror is the other language's not-found page.
 */
export function languageSwitchTarget(pathname: string): string | null {
  const path = normalizePath(pathname);
  const route = routeOf(path);
  if (!route) return sitePagePath('notFound', path.startsWith('/en/') ? 'sr' : 'en');
  if (route.hidesLanguageSwitch || route.en === undefined) return null;
  return path === route.sr ? route.en : route.sr;
}

/** SPEC §4: the category bar shows, and the categories load, only on the shop's browsing pages. */
export const showsCategoryBar = (pathname: string) => routeOf(pathname)?.categoryBar === true;

export const showsCompareBanner = (pathname: string) => routeOf(pathname)?.hidesCompareBanner !== true;

/** The indexable pages with a fixed path, for the sitemap (pages with parameters are listed from the shop's data). */
export function sitemapPages(): { sr: string; en?: string }[] {
  return ROUTES.flatMap((route: SpecRoute) => {
    const sr = route.public ? fixedPath(route.sr) : undefined;
    return sr === undefined ? [] : [{ sr, en: route.en && fixedPath(route.en) }];
  });
}

/**
 * robots.txt `Disallow` patterns: every path that is not public, built or to come. A pattern is a prefix, with `*`
 * for a parameter: `/narudzba/:broj` is `/narudzba/`, `/:product-loyalty` is `/*-loyalty`.
 */
export function disallowedPathPatterns(): string[] {
  const patterns = ALL_ROUTES.filter((route) => !route.public)
    .flatMap((route) => [route.sr, route.en].filter((path) => path !== undefined))
    .map((path) =>
      path
        .replace(/\/\*$/, '')
        .replace(/:[A-Za-z]\w*/g, '*')
        .replace(/\*$/, ''),
    );
  // A prefix already listed covers the paths below it (`/korisnik` covers `/korisnik/narudzbe`).
  const covered = (pattern: string) => patterns.some((other) => other !== pattern && pattern.startsWith(other));
  return [...new Set(patterns.filter((pattern) => !covered(pattern)))];
}
