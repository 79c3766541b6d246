import { NameMatcher } from './name-matcher';
import { Synonyms } from './synonyms';
import { phraseKey } from './tokens';

/** The catalogue's names and the synonym table, as read from the database (`loadCatalogStructure`). */
export interface CatalogStructureRows {
  categories: readonly { id: number; name: string; nameEn: string | null; slug: string }[];
  subcategories: readonly { id: number; name: string; nameEn: string | null; slug: string; categoryId: number }[];
  manufacturers: readonly { id: number; name: string }[];
  synonymGroups: readonly (readonly string[])[];
}

export interface SubcategoryInfo {
  id: number;
  name: string;
  nameEn: string | null;
  slug: string;
  categoryId: number;
  categorySlug: string;
}

/** Each name, and its English one as a second name of the same id: English words find it too (decision 019). */
function withEnglishNames(rows: readonly { id: number; name: string; nameEn: string | null }[]) {
  return rows.flatMap(({ id, name, nameEn }) =>
    nameEn
      ? [
          { id, name },
          { id, name: nameEn },
        ]
      : [{ id, name }],
  );
}

/**
 * What the search matches once per name rather than once per product: subcategory, category and manufacturer names
 * (a word of "Laptopi" finds every laptop) and the synonym table. Rebuilt whole when any of them changes (a few
 * hundred rows): a write that records `structure()` or `synonyms()`.
 */
export class CatalogStructure {
  readonly subcategories: NameMatcher;
  readonly categories: NameMatcher;
  readonly manufacturers: NameMatcher;
  readonly synonyms: Synonyms;
  private readonly subcategoryById = new Map<number, SubcategoryInfo>();
  private readonly manufacturerKeys = new Map<number, string>();
  /** Every stem these names and synonyms know, sorted (prefix lookups). */
  private readonly sortedStems: string[];

  constructor(rows: CatalogStructureRows) {
    const categorySlugs = new Map(rows.categories.map((category) => [category.id, category.slug]));
    for (const sub of rows.subcategories) {
      this.subcategoryById.set(sub.id, { ...sub, categorySlug: categorySlugs.get(sub.categoryId) ?? '' });
    }
    for (const manufacturer of rows.manufacturers)
      this.manufacturerKeys.set(manufacturer.id, phraseKey(manufacturer.name));
    this.subcategories = new NameMatcher(withEnglishNames(rows.subcategories));
    this.categories = new NameMatcher(withEnglishNames(rows.categories));
    this.manufacturers = new NameMatcher(rows.manufacturers);
    this.synonyms = new Synonyms(rows.synonymGroups);
    const stems = new Set<string>([
      ...this.subcategories.stems,
      ...this.categories.stems,
      ...this.manufacturers.stems,
      ...this.synonyms.stems,
    ]);
    this.sortedStems = [...stems].sort();
  }

  static readonly empty = new CatalogStructure({
    categories: [],
    subcategories: [],
    manufacturers: [],
    synonymGroups: [],
  });

  subcategory(id: number): SubcategoryInfo | undefined {
    return this.subcategoryById.get(id);
  }

  categoryOf(subcategoryId: number): number | undefined {
    return this.subcategoryById.get(subcategoryId)?.categoryId;
  }

  /** Whether a product's subcategory and manufacturer are known (a new manufacturer means reading the names again). */
  knowsProductOf(subcategoryId: number, manufacturerId: number): boolean {
    return this.subcategoryById.has(subcategoryId) && this.manufacturerKeys.has(manufacturerId);
  }

  get subcategoryIds(): Iterable<number> {
    return this.subcategoryById.keys();
  }

  /** The manufacturer's name as `phraseKey` (exact "brand model" matches drop it from the front). */
  manufacturerKey(id: number): string | undefined {
    return this.manufacturerKeys.get(id);
  }

  knows(stem: string): boolean {
    return (
      this.subcategories.match(stem).length > 0 ||
      this.categories.match(stem).length > 0 ||
      this.manufacturers.match(stem).length > 0 ||
      this.synonyms.stems.has(stem)
    );
  }

  stemsStartingWith(prefix: string): string[] {
    return this.sortedStems.filter((stem) => stem !== prefix && stem.startsWith(prefix));
  }

  get stems(): readonly string[] {
    return this.sortedStems;
  }

  display(stem: string): string | undefined {
    return (
      this.subcategories.display(stem) ??
      this.categories.display(stem) ??
      this.manufacturers.display(stem) ??
      this.synonyms.display(stem)
    );
  }
}
