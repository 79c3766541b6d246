import type { CategoryRow, SubcategoryRow } from '../db/schema';
import type { DbOrTransaction } from './db-or-transaction';

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
