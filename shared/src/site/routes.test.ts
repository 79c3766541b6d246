import { sitePaths } from './paths';
import {
  disallowedPathPatterns,
  languagePaths,
  languageSwitchTarget,
  MIRRORED_PAGES,
  normalizePath,
  ROUTES,
  ROUTES_TO_COME,
  routeOf,
  SERVICE_PAGE_KEYS,
  showsCategoryBar,
  showsCompareBanner,
  sitemapPages,
} from './routes';

describe('the site pages', () => {
  it('lists every row of the spec route table once (and the instalments page), with 13 service pages', () => {
    // The company pages, saved products and the instalments page; account pages have English paths too, but no switch.
    const pages = MIRRORED_PAGES.filter((page) => !('hidesLanguageSwitch' in page) || page.key === 'savedProducts');
    expect(pages).toHaveLength(24);
    expect(pages.map((page) => page.key)).toContain('instalments');
    expect(new Set(MIRRORED_PAGES.map((page) => page.sr)).size).toBe(MIRRORED_PAGES.length);
    expect(new Set(MIRRORED_PAGES.map((page) => page.en)).size).toBe(MIRRORED_PAGES.length);
    expect(SERVICE_PAGE_KEYS).toHaveLength(12);
    // The services overview plus twelve services are the spec's 13 service pages.
    expect(
      MIRRORED_PAGES.filter((page) => page.key === 'services' || SERVICE_PAGE_KEYS.includes(page.key as never)),
    ).toHaveLength(13);
    for (const page of MIRRORED_PAGES) expect(page.en.startsWith('/en/')).toBe(true);
  });
});

describe('languageSwitchTarget (the mirror map)', () => {
  it.each(MIRRORED_PAGES.filter((page) => !('hidesLanguageSwitch' in page)).map((page) => [page.sr, page.en]))(
    '%s ↔ %s',
    (sr, en) => {
      expect(languageSwitchTarget(sr)).toBe(en);
      expect(languageSwitchTarget(en)).toBe(sr);
    },
  );

  it('treats /en and a trailing slash as the same page', () => {
    expect(languageSwitchTarget('/en')).toBe('/');
    expect(languageSwitchTarget('/o-nama/')).toBe('/en/about');
    expect(normalizePath('/en')).toBe('/en/');
    expect(languagePaths('/en/about/')).toEqual({ sr: '/o-nama', en: '/en/about' });
  });

  it.each([
    '/webshop',
    '/webshop/računari-i-komponente',
    '/proizvod/lenovo-thinkpad',
    '/promocija/black-friday',
    '/pretraga',
    '/uporedi',
    '/korpa',
    '/plati',
    '/prijava',
    '/registracija/abc',
    '/korisnik',
    '/korisnik/narudzbe/5',
    '/admin-panel',
    '/sacuvani-proizvodi',
    '/en/saved-products',
    '/proizvod-loyalty',
  ])('is hidden on %s', (path) => {
    expect(languageSwitchTarget(path)).toBeNull();
  });

  it('leads from an unknown path to the other language’s not-found page', () => {
    expect(languageSwitchTarget('/nema-ove-stranice')).toBe('/en/not-found');
    expect(languageSwitchTarget('/en/no-such-page')).toBe('/not-found');
    expect(languageSwitchTarget('/webshopx')).toBe('/en/not-found');
  });
});

/**
 * The table drives the switch, the category bar and the sitemap. One line per row (a sample path of it): where the
 * switch leads (null: hidden), whether the category bar shows, whether the path is one of the sitemap's fixed pages.
 */
describe('the route table drives the switch, the category bar and the sitemap', () => {
  const inSitemap = new Set(sitemapPages().flatMap((page) => (page.en ? [page.sr, page.en] : [page.sr])));
  const cases: [path: string, switchTarget: string | null, categoryBar: boolean, sitemap: boolean][] = [
    ['/', '/en/', false, true],
    ['/usluge', '/en/services', false, true],
    ['/o-nama', '/en/about', false, true],
    ['/kontakt', '/en/contact', false, true],
    ['/referentna-lista', '/en/reference-list', false, true],
    ['/akti', '/en/documents', false, true],
    ['/uslovi-koriscenja', '/en/terms-of-use', false, true],
    ['/politika-privatnosti', '/en/privacy-policy', false, true],
    ['/kolacici', '/en/cookies', false, true],
    ['/sacuvani-proizvodi', null, false, false],
    ['/en/saved-products', null, false, false],
    ['/poslovni-programski-paketi', '/en/business-software-packages', false, true],
    ['/sistem-za-evidenciju-radnog-vremena-erv', '/en/time-and-attendance-management-system-tams', false, true],
    ['/mrezne-integracije', '/en/network-integrations', false, true],
    ['/voip-telefonija', '/en/voip-telephony', false, true],
    ['/sistem-video-nadzora-i-alarma', '/en/video-surveillance-and-alarm-systems', false, true],
    ['/sajber-bezbjednost', '/en/cybersecurity', false, true],
    ['/usluge-iz-oblasti-fiskalizacije', '/en/fiscalization-services', false, true],
    ['/projektovanje-i-ugradnja-solarnih-elektrana', '/en/design-and-installation-of-solar-power-plants', false, true],
    [
      '/usluge-odrzavanja-racunara-mreza-i-printera',
      '/en/computer-network-and-printer-maintenance-services',
      false,
      true,
    ],
    ['/servisni-centar', '/en/service-center', false, true],
    ['/smart-home', '/en/smart-home', false, true],
    ['/plc-programiranje-i-automatizacija', '/en/plc-programming-and-automation', false, true],
    ['/kupovina-na-rate', '/en/buying-in-instalments', false, true],
    ['/en/plc-programming-and-automation', '/plc-programiranje-i-automatizacija', false, true],
    ['/not-found', '/en/not-found', false, false],
    ['/webshop', null, true, true],
    ['/en/webshop', null, true, true],
    ['/en/webshop/televizori,-audio,-video/televizori', null, true, false],
    ['/webshop/televizori,-audio,-video/televizori', null, true, false],
    ['/pretraga', null, false, false],
    ['/en/search', null, false, false],
    ['/promocija/black-friday', null, true, false],
    ['/en/promotion/black-friday', null, true, false],
    ['/proizvod/lenovo-thinkpad-e14-gen5', null, true, false],
    ['/en/product/lenovo-thinkpad-e14-gen5', null, true, false],
    ['/uporedi', null, false, false],
    ['/en/compare', null, false, false],
    ['/korpa', null, false, false],
    ['/en/cart', null, false, false],
    ['/plati', null, false, false],
    ['/en/checkout', null, false, false],
    ['/narudzba/WEB-2026-000123', null, false, false],
    ['/en/order/WEB-2026-000123', null, false, false],
    // A quote's link (issue 27): English for an English request, no switch, never indexed.
    ['/ponuda/abc123', null, false, false],
    ['/en/quote/abc123', null, false, false],
    ['/prijava', null, false, false],
    ['/en/sign-in', null, false, false],
    ['/admin-panel', null, false, false],
    ['/admin-panel/proizvodi', null, false, false],
    // Registration and passwords: English paths for English emails, but no switch (account pages, SPEC §2).
    ['/registracija', null, false, false],
    ['/en/register', null, false, false],
    ['/registracija/abc123', null, false, false],
    ['/en/register/abc123', null, false, false],
    ['/forgot-password', null, false, false],
    ['/en/forgot-password', null, false, false],
    ['/reset-password/abc123', null, false, false],
    ['/en/reset-password/abc123', null, false, false],
    ['/verify-account/abc123', null, false, false],
    ['/en/verify-account/abc123', null, false, false],
    // The account area and the pages its emails open (English paths for English emails, still no switch).
    ['/korisnik', null, false, false],
    ['/korisnik/narudzbe', null, false, false],
    ['/korisnik/narudzbe/5', null, false, false],
    ['/en/account', null, false, false],
    ['/en/account/orders', null, false, false],
    ['/en/account/orders/5', null, false, false],
    ['/korisnik/firma', null, false, false],
    ['/korisnik/firma/pridruzivanje/abc123', null, false, false],
    ['/korisnik/firma/odobrenja', null, false, false],
    ['/korisnik/ponude', null, false, false],
    ['/korisnik/ponude/5', null, false, false],
    ['/en/account/quotes/5', null, false, false],
    ['/en/account/company', null, false, false],
    ['/en/account/company/join/abc123', null, false, false],
    ['/potvrda-email-adrese/abc123', null, false, false],
    ['/en/confirm-email-change/abc123', null, false, false],
    ['/brisanje-naloga/abc123', null, false, false],
    ['/en/delete-account/abc123', null, false, false],
    // Spec routes still to come: no screen yet, but their rules hold.
    ['/lenovo-thinkpad-loyalty', null, false, false],
    ['/en/lenovo-thinkpad-loyalty', null, false, false],
    // Not in the table: the not-found page, whose mirror is the other language's not-found page.
    ['/webshopx', '/en/not-found', false, false],
    ['/en/no-such-page', '/not-found', false, false],
  ];

  it.each(cases)('%s: switch to %s, category bar %s, in the sitemap %s', (path, switchTarget, categoryBar, sitemap) => {
    expect(languageSwitchTarget(path)).toBe(switchTarget);
    expect(showsCategoryBar(path)).toBe(categoryBar);
    expect(inSitemap.has(path)).toBe(sitemap);
  });

  it('has a line above for every row, so a new row needs its expectations', () => {
    const covered = new Set(cases.map(([path]) => routeOf(path)?.key));
    for (const route of [...ROUTES, ...ROUTES_TO_COME])
      expect([route.key, covered.has(route.key)]).toEqual([route.key, true]);
  });

  it('lists 22 company pages (with the instalments page) and the webshop in both languages, nothing else', () => {
    expect([...inSitemap].filter((path) => path.startsWith('/en/'))).toHaveLength(23);
    expect(inSitemap.size).toBe(46);
  });

  it('keeps the compare banner off the compare page and the admin panel only (SPEC §2)', () => {
    for (const path of ['/uporedi', '/admin-panel', '/admin-panel/proizvodi']) {
      expect([path, showsCompareBanner(path)]).toEqual([path, false]);
    }
    for (const path of ['/webshop', '/proizvod/lenovo-thinkpad-e14-gen5', '/korpa', '/plati', '/narudzba/1', '/']) {
      expect([path, showsCompareBanner(path)]).toEqual([path, true]);
    }
  });

  it('keeps crawlers out of every page that is not public', () => {
    expect(disallowedPathPatterns()).toEqual(
      expect.arrayContaining([
        '/admin-panel',
        '/korisnik',
        '/korpa',
        '/narudzba/',
        '/prijava',
        '/pretraga',
        '/*-loyalty',
      ]),
    );
    expect(disallowedPathPatterns()).toEqual(
      expect.arrayContaining(['/en/account', '/en/cart', '/en/order/', '/en/search', '/en/checkout', '/en/*-loyalty']),
    );
    for (const open of ['/webshop', '/proizvod/', '/en/webshop', '/en/product/', '/en/promotion/', '/en/']) {
      expect(disallowedPathPatterns()).not.toContain(open);
    }
  });
});

/**
 * Issue 26: every shop and account screen has an English twin, one row with its Serbian path. One line per row (a
 * sample path in each language): the twins map onto each other (hreflang), both paths are the row's, and the switch
 * stays hidden on both (SPEC §2).
 */
describe('the shop and account pages in English', () => {
  const twins: [sr: string, en: string][] = [
    ['/webshop', '/en/webshop'],
    ['/webshop/televizori,-audio,-video/televizori', '/en/webshop/televizori,-audio,-video/televizori'],
    ['/pretraga', '/en/search'],
    ['/promocija/black-friday', '/en/promotion/black-friday'],
    ['/proizvod/lenovo-thinkpad-e14-gen5', '/en/product/lenovo-thinkpad-e14-gen5'],
    ['/uporedi', '/en/compare'],
    ['/korpa', '/en/cart'],
    ['/plati', '/en/checkout'],
    ['/narudzba/WEB-2026-000123', '/en/order/WEB-2026-000123'],
    ['/ponuda/abc123', '/en/quote/abc123'],
    ['/sacuvani-proizvodi', '/en/saved-products'],
    ['/prijava', '/en/sign-in'],
    ['/registracija', '/en/register'],
    ['/registracija/abc123', '/en/register/abc123'],
    ['/forgot-password', '/en/forgot-password'],
    ['/reset-password/abc123', '/en/reset-password/abc123'],
    ['/verify-account/abc123', '/en/verify-account/abc123'],
    ['/korisnik', '/en/account'],
    ['/korisnik/narudzbe', '/en/account/orders'],
    ['/korisnik/narudzbe/5', '/en/account/orders/5'],
    ['/korisnik/firma', '/en/account/company'],
    ['/korisnik/firma/pridruzivanje/abc123', '/en/account/company/join/abc123'],
    ['/korisnik/firma/odobrenja', '/en/account/company/approvals'],
    ['/korisnik/ponude', '/en/account/quotes'],
    ['/korisnik/ponude/5', '/en/account/quotes/5'],
    ['/itshop-loyalty', '/en/itshop-loyalty'],
    ['/potvrda-email-adrese/abc123', '/en/confirm-email-change/abc123'],
    ['/brisanje-naloga/abc123', '/en/delete-account/abc123'],
  ];

  it.each(twins)('%s ↔ %s', (sr, en) => {
    expect(languagePaths(sr)).toEqual({ sr, en });
    expect(languagePaths(en)).toEqual({ sr, en });
    expect(routeOf(en)?.key).toBe(routeOf(sr)?.key);
    expect(languageSwitchTarget(sr)).toBeNull();
    expect(languageSwitchTarget(en)).toBeNull();
  });

  it('has a line above for every shop and account row, and only the admin panel stays Serbian', () => {
    const covered = new Set(twins.map(([sr]) => routeOf(sr)?.key));
    const hidden = ROUTES.filter((route) => 'hidesLanguageSwitch' in route);
    expect(hidden.filter((route) => !covered.has(route.key)).map((route) => route.key)).toEqual(['adminPanel']);
    expect(ROUTES.filter((route) => !('en' in route)).map((route) => route.key)).toEqual(['adminPanel']);
  });

  it('builds the English twin with the same builders, parameters encoded the same way', () => {
    const [sr, en] = [sitePaths('sr'), sitePaths('en')];
    expect(en.product('miš x/y')).toBe('/en/product/mi%C5%A1%20x%2Fy');
    expect(sr.product('miš x/y')).toBe('/proizvod/mi%C5%A1%20x%2Fy');
    expect(en.category('televizori, audio, video', 'tv')).toBe('/en/webshop/televizori,-audio,-video/tv');
    expect(en.promotion('black-friday')).toBe('/en/promotion/black-friday');
    expect(en.order('WEB-1')).toBe('/en/order/WEB-1');
    expect(en.accountOrder(5)).toBe('/en/account/orders/5');
    expect(en.search('miš')).toBe('/en/search?search=mi%C5%A1');
    expect(en.page('payment')).toBe('/en/checkout');
    expect(sr.page('payment')).toBe('/plati');
    expect(en.loyalty()).toBe('/en/itshop-loyalty');
  });

  it('has no alternates for the not-found page or an unknown path', () => {
    expect(languagePaths('/not-found')).toBeUndefined();
    expect(languagePaths('/nema-ove-stranice')).toBeUndefined();
    expect(languagePaths('/admin-panel')).toBeUndefined();
  });
});
