import type { DbOrTransaction } from '../../../db/db-or-transaction';

/**
 * The catalogue's structure the CSV names by text: categories and subcategories by slug, manufacturers by name (any
 * case). Small tables, read once per file; manufacturers the import creates are added as it goes.
 */
export interface CatalogLookup {
  categoryIdBySlug: Map<string, number>;
  /** Key: `<categoryId>/<subcategory slug>`. */
  subcategoryIdByKey: Map<string, number>;
  /** Key: the name in lower case. */
  manufacturerIdByName: Map<string, number>;
  /** For the export: ids back to text. */
  categorySlugById: Map<number, string>;
  subcategoryById: Map<number, { slug: string; categoryId: number }>;
  manufacturerNameById: Map<number, string>;
}

export const manufacturerKey = (name: string) => name.trim().toLocaleLowerCase('sr');
export const subcategoryKey = (categoryId: number, slug: string) => `${categoryId}/${slug}`;

export async function loadCatalogLookup(db: DbOrTransaction): Promise<CatalogLookup> {
  const [categories, subcategories, manufacturers] = await Promise.all([
    db.selectFrom('categories').select(['id', 'slug']).execute(),
    db.selectFrom('subcategories').select(['id', 'slug', 'category_id']).execute(),
    db.selectFrom('manufacturers').select(['id', 'name']).execute(),
  ]);
  return {
    categoryIdBySlug: new Map(categories.map((row) => [row.slug, row.id])),
    subcategoryIdByKey: new Map(subcategories.map((row) => [subcategoryKey(row.category_id, row.slug), row.id])),
    manufacturerIdByName: new Map(manufacturers.map((row) => [manufacturerKey(row.name), row.id])),
    categorySlugById: new Map(categories.map((row) => [row.id, row.slug])),
    subcategoryById: new Map(subcategories.map((row) => [row.id, { slug: row.slug, categoryId: row.category_id }])),
    manufacturerNameById: new Map(manufacturers.map((row) => [row.id, row.name])),
  };
}

/** The manufacturer of that name, created when the catalogue has none yet (the panel has no manufacturer screen). */
export async function ensureManufacturer(db: DbOrTransaction, lookup: CatalogLookup, name: string): Promise<number> {
  const key = manufacturerKey(name);
  const known = lookup.manufacturerIdByName.get(key);
  if (known !== undefined) return known;
  const existing = await db.selectFrom('manufacturers').select('id').where('name', '=', name.trim()).executeTakeFirst();
  const id =
    existing?.id ??
    Number((await db.insertInto('manufacturers').values({ name: name.trim() }).executeTakeFirstOrThrow()).insertId);
  lookup.manufacturerIdByName.set(key, id);
  lookup.manufacturerNameById.set(id, name.trim());
  return id;
}
