import type { DbOrTransaction } from '../../db/db-or-transaction';
import type { CategoryRow, SubcategoryRow } from '../../db/schema';

export interface CategoryWithSubcategories extends CategoryRow {
  subcategories: SubcategoryRow[];
}

/** The shop's category tree in display order (two small queries; the tree is a few hundred rows at most). */
export async function listCategoryTree(db: DbOrTransaction): Promise<CategoryWithSubcategories[]> {
  const [categories, subcategories] = await Promise.all([
    db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('subcategories').selectAll().orderBy('position').orderBy('id').execute(),
  ]);
  return categories.map((category) => ({
    ...category,
    subcategories: subcategories.filter((subcategory) => subcategory.category_id === category.id),
  }));
}

/**
 * The subcategory whose name, Serbian or English, is exactly `name`, ignoring case (Serbian rules, as the search box
 * compares).
 */
export async function findSubcategoryByName(
  db: DbOrTransaction,
  name: string,
): Promise<{ slug: string; categorySlug: string } | undefined> {
  const wanted = name.trim().toLocaleLowerCase('sr');
  const rows = await db
    .selectFrom('subcategories')
    .innerJoin('categories', 'categories.id', 'subcategories.category_id')
    .select(['subcategories.name', 'subcategories.name_en', 'subcategories.slug', 'categories.slug as categorySlug'])
    .execute();
  const match = rows.find((row) =>
    [row.name, row.name_en].some((candidate) => candidate?.toLocaleLowerCase('sr') === wanted),
  );
  return match && { slug: match.slug, categorySlug: match.categorySlug };
}
