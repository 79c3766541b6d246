/**
 * The company site's pages (SPEC §2 route table): each with its Serbian path and its English mirror. The shell's
 * route table, its language switch and the API's /sitemap.xml all read this one list.
 */
export const SITE_PAGES = [
  { key: 'home', sr: '/', en: '/en/' },
  { key: 'services', sr: '/usluge', en: '/en/services' },
  { key: 'about', sr: '/o-nama', en: '/en/about' },
  { key: 'contact', sr: '/kontakt', en: '/en/contact' },
  { key: 'references', sr: '/referentna-lista', en: '/en/reference-list' },
  { key: 'documents', sr: '/akti', en: '/en/documents' },
  { key: 'terms', sr: '/uslovi-koriscenja', en: '/en/terms-of-use' },
  { key: 'privacy', sr: '/politika-privatnosti', en: '/en/privacy-policy' },
  { key: 'cookies', sr: '/kolacici', en: '/en/cookies' },
  // Not in the spec's table: what the product page's 'Kupovina na rate' tile means (issue 15).
  { key: 'instalments', sr: '/kupovina-na-rate', en: '/en/buying-in-instalments' },
  { key: 'savedProducts', sr: '/sacuvani-proizvodi', en: '/en/saved-products' },
  { key: 'businessSoftware', sr: '/poslovni-programski-paketi', en: '/en/business-software-packages' },
  {
    key: 'timeAttendance',
    sr: '/sistem-za-evidenciju-radnog-vremena-erv',
    en: '/en/time-and-attendance-management-system-tams',
  },
  { key: 'networkIntegration', sr: '/mrezne-integracije', en: '/en/network-integrations' },
  { key: 'voip', sr: '/voip-telefonija', en: '/en/voip-telephony' },
  {
    key: 'videoSurveillance',
    sr: '/sistem-video-nadzora-i-alarma',
    en: '/en/video-surveillance-and-alarm-systems',
  },
  { key: 'cybersecurity', sr: '/sajber-bezbjednost', en: '/en/cybersecurity' },
  { key: 'fiscalization', sr: '/usluge-iz-oblasti-fiskalizacije', en: '/en/fiscalization-services' },
  {
    key: 'solarPower',
    sr: '/projektovanje-i-ugradnja-solarnih-elektrana',
    en: '/en/design-and-installation-of-solar-power-plants',
  },
  {
    key: 'maintenance',
    sr: '/usluge-odrzavanja-racunara-mreza-i-printera',
    en: '/en/computer-network-and-printer-maintenance-services',
  },
  { key: 'serviceCenter', sr: '/servisni-centar', en: '/en/service-center' },
  { key: 'smartHome', sr: '/smart-home', en: '/en/smart-home' },
  { key: 'plcAutomation', sr: '/plc-programiranje-i-automatizacija', en: '/en/plc-programming-and-automation' },
  { key: 'notFound', sr: '/not-found', en: '/en/not-found' },
] as const;

export type SitePage = (typeof SITE_PAGES)[number];
export type SitePageKey = SitePage['key'];

/** The 13 service pages, in the order the services overview lists them. */
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
] as const satisfies readonly SitePageKey[];

/** Pages that are not indexed (a visitor's own list, the not-found page). */
export const UNLISTED_PAGE_KEYS: readonly SitePageKey[] = ['savedProducts', 'notFound'];

/**
 * Shop and account paths: Serbian only, so the language switch is hidden there (SPEC §2: product, account,
 * webshop, cart, saved-products and search pages; the other shop screens have no English variant either).
 */
const SHOP_PATH_PREFIXES = [
  '/webshop',
  '/proizvod',
  '/promocija',
  '/pretraga',
  '/uporedi',
  '/korpa',
  '/plati',
  '/prijava',
  '/registracija',
  '/forgot-password',
  '/reset-password',
  '/verify-account',
  '/korisnik',
  '/admin-panel',
];

/** `/o-nama/` and `/o-nama` are one page; `/en` is the English home. */
export function normalizePath(pathname: string): string {
  if (pathname === '/en' || pathname === '/en/') return '/en/';
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function sitePageOf(pathname: string): SitePage | undefined {
  const path = normalizePath(pathname);
  return SITE_PAGES.find((page) => page.sr === path || page.en === path);
}

export function sitePagePath(key: SitePageKey, language: 'sr' | 'en'): string {
  const page = SITE_PAGES.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`unknown page ${key}`);
  return page[language];
}

function isShopPath(path: string): boolean {
  return (
    SHOP_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
    /^\/[^/]+-loyalty$/.test(path)
  );
}

/**
 * Where the SR/EN switch leads from `pathname`: the mirror page, or null where the switch is hidden. An unknown path
 * shows the not-found page, so its mirror is the other language's not-found page.
 */
export function languageSwitchTarget(pathname: string): string | null {
  const path = normalizePath(pathname);
  const page = sitePageOf(path);
  if (page) {
    if (page.key === 'savedProducts') return null;
    return path === page.sr ? page.en : page.sr;
  }
  if (isShopPath(path)) return null;
  return path.startsWith('/en/') ? '/not-found' : '/en/not-found';
}
