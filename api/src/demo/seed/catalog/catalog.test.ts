import { slugify } from '@shop/shared/contracts';
import { MAX_SPECIFICATIONS, MIN_SPECIFICATIONS } from '../specifications';
import { categoryImageUrl, DEMO_CATALOG, indexCatalog } from '.';

/** The spec's category slugs, in its order. */
const SPEC_CATEGORY_SLUGS = [
  'računari-i-komponente',
  'monitori-i-periferija',
  'laptop-računari-i-tableti',
  'mobilni-telefoni-i-satovi',
  'mrezna-oprema',
  'printeri-i-skeneri',
  'kontrola-pristupa-i-erv',
  'voip-telefoni-i-centrale',
  'televizori,-audio,-video',
  'smart-home',
  'kućna-tehnika',
  'ostalo',
];

const allSubcategories = DEMO_CATALOG.flatMap((category) => category.subcategories);

describe('demo catalogue', () => {
  it('has exactly the 12 spec categories with Serbian names', () => {
    expect(DEMO_CATALOG.map((category) => category.slug)).toEqual(SPEC_CATEGORY_SLUGS);
    expect(DEMO_CATALOG.find((c) => c.slug === 'televizori,-audio,-video')?.name).toBe('Televizori, audio, video');
    expect(DEMO_CATALOG.find((c) => c.slug === 'računari-i-komponente')?.name).toBe('Računari i komponente');
    expect(categoryImageUrl('smart-home')).toBe('/slike/kategorije/smart-home.svg');
  });

  it('has at least 3 subcategories per category, slugs made from their names', () => {
    for (const category of DEMO_CATALOG) {
      expect(category.subcategories.length).toBeGreaterThanOrEqual(3);
      for (const subcategory of category.subcategories) expect(subcategory.slug).toBe(slugify(subcategory.name));
    }
    expect(new Set(allSubcategories.map((s) => s.slug)).size).toBe(allSubcategories.length);
  });

  it('lets every model list 4–10 specifications', () => {
    for (const subcategory of allSubcategories) {
      const listed = new Set(subcategory.specs.map((spec) => spec.name));
      for (const model of subcategory.models) {
        const overrides = Object.entries(model.specs ?? {});
        const applicable =
          subcategory.specs.filter((spec) => model.specs?.[spec.name] !== null).length +
          overrides.filter(([name, value]) => !listed.has(name) && value !== null).length;
        const always =
          subcategory.specs.filter((spec) => spec.inName || (model.specs?.[spec.name] ?? null) !== null).length +
          overrides.filter(([name, value]) => !listed.has(name) && value !== null).length;
        expect({ model: model.model, enough: applicable >= MIN_SPECIFICATIONS }).toEqual({
          model: model.model,
          enough: true,
        });
        expect({ model: model.model, fits: always <= MAX_SPECIFICATIONS }).toEqual({ model: model.model, fits: true });
      }
    }
  });

  it('uses all four warranties and gives every subcategory models', () => {
    expect(new Set(allSubcategories.flatMap((s) => s.warranties))).toEqual(new Set([12, 24, 36, 72]));
    for (const subcategory of allSubcategories) expect(subcategory.models.length).toBeGreaterThanOrEqual(3);
  });

  it('numbers subcategories and manufacturers from 1 in a stable order', () => {
    const catalog = indexCatalog();
    expect(catalog.subcategories.map((s) => s.id)).toEqual(allSubcategories.map((_, i) => i + 1));
    expect(catalog.manufacturerIds.get(catalog.manufacturers[0] as string)).toBe(1);
    // Manufacturer names are unique even ignoring case (the column compares case-insensitively).
    expect(new Set(catalog.manufacturers.map((m) => m.toLowerCase())).size).toBe(catalog.manufacturers.length);
  });
});
