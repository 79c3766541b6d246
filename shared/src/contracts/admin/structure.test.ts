import { AdminCategoryInput, AdminPromotionInput, SLUG_PATTERN, slugFromName } from './structure';

describe('category and promotion slugs', () => {
  it.each([
    ['Računari i komponente', 'racunari-i-komponente'],
    ['Đakonije & šećer', 'djakonije-secer'],
    ['  Black Friday 2026!  ', 'black-friday-2026'],
    ['!!!', ''],
  ])('derives %j → %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it("accepts the spec's slugs (diacritics, commas) and refuses spaces, capitals and slashes", () => {
    for (const slug of ['računari-i-komponente', 'televizori,-audio,-video', 'tv2']) {
      expect({ slug, ok: SLUG_PATTERN.test(slug) }).toEqual({ slug, ok: true });
    }
    for (const slug of ['ima razmak', 'Velika', 'a/b', '-vodeca', 'zavrsna-', 'a.b']) {
      expect({ slug, ok: SLUG_PATTERN.test(slug) }).toEqual({ slug, ok: false });
    }
  });

  it('needs a slug when the name derives none', () => {
    const result = AdminCategoryInput.safeParse({ name: '???' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['slug', 'INVALID_SLUG'],
    ]);
    expect(AdminCategoryInput.safeParse({ name: '???', slug: 'upitnici' }).success).toBe(true);
  });
});

describe('promotion dates', () => {
  const input = (startsAt: string | null, endsAt: string | null) =>
    AdminPromotionInput.safeParse({ name: 'Akcija', startsAt, endsAt });

  it('allows none, either, or an end after the start', () => {
    expect(input(null, null).success).toBe(true);
    expect(input('2026-11-01T00:00:00.000Z', null).success).toBe(true);
    expect(input(null, '2026-11-01T00:00:00.000Z').success).toBe(true);
    expect(input('2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z').success).toBe(true);
  });

  it('refuses an end at or before the start, on the end field', () => {
    for (const endsAt of ['2026-11-01T00:00:00.000Z', '2026-10-31T23:00:00.000Z']) {
      const result = input('2026-11-01T00:00:00.000Z', endsAt);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['endsAt', 'PROMOTION_DATES'],
      ]);
    }
  });
});
