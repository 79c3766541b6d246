import type { AdminCategory, AdminCategoryTree, AdminSubcategory } from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import type { SubcategoryRow } from '../../../db/schema';
import { type AdminCategoryRows, listAdminCategoryRows } from './admin-category-repository';

export function toAdminSubcategory(row: SubcategoryRow, productCount: number): AdminSubcategory {
  return {
    id: row.id,
    categoryId: row.category_id,
    name: row.name,
    nameEn: row.name_en,
    slug: row.slug,
    position: row.position,
    productCount,
  };
}

export function toAdminTree({ categories, subcategories, productCounts }: AdminCategoryRows): AdminCategoryTree {
  return {
    categories: categories.map((category): AdminCategory => {
      const children = subcategories
        .filter((subcategory) => subcategory.category_id === category.id)
        .map((subcategory) => toAdminSubcategory(subcategory, productCounts.get(subcategory.id) ?? 0));
      return {
        id: category.id,
        name: category.name,
        nameEn: category.name_en,
        slug: category.slug,
        imageUrl: category.image_url,
        position: category.position,
        productCount: children.reduce((sum, child) => sum + child.productCount, 0),
        subcategories: children,
      };
    }),
  };
}

export async function adminCategoryTree(db: DbOrTransaction): Promise<AdminCategoryTree> {
  return toAdminTree(await listAdminCategoryRows(db));
}

/** One category as the panel shows it (read from the tree: counts included). */
export async function adminCategory(db: DbOrTransaction, id: number): Promise<AdminCategory | undefined> {
  return (await adminCategoryTree(db)).categories.find((category) => category.id === id);
}

/** The new order must name every sibling exactly once: a list that changed meanwhile is refused. */
export function isPermutationOf(given: readonly number[], current: readonly number[]): boolean {
  if (given.length !== current.length || new Set(given).size !== given.length) return false;
  const known = new Set(current);
  return given.every((id) => known.has(id));
}
