import { languageSwitchTarget, normalizePath, SERVICE_PAGE_KEYS, SITE_PAGES, sitePageOf } from './pages';

describe('the site pages', () => {
  it('lists every row of the spec route table once (and the instalments page), with 13 service pages', () => {
    expect(SITE_PAGES).toHaveLength(24);
    expect(SITE_PAGES.map((page) => page.key)).toContain('instalments');
    expect(new Set(SITE_PAGES.map((page) => page.sr)).size).toBe(24);
    expect(new Set(SITE_PAGES.map((page) => page.en)).size).toBe(24);
    expect(SERVICE_PAGE_KEYS).toHaveLength(12);
    // The services overview plus twelve services are the spec's 13 service pages.
    expect(
      SITE_PAGES.filter((page) => page.key === 'services' || SERVICE_PAGE_KEYS.includes(page.key as never)),
    ).toHaveLength(13);
    for (const page of SITE_PAGES) expect(page.en.startsWith('/en/')).toBe(true);
  });
});

describe('languageSwitchTarget (the mirror map)', () => {
  it.each(SITE_PAGES.filter((page) => page.key !== 'savedProducts').map((page) => [page.sr, page.en]))(
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
    expect(sitePageOf('/en/about/')?.key).toBe('about');
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
