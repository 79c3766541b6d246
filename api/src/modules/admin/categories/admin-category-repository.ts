import type { DbOrTransaction } from '../../../db/db-or-transaction';
import type { CategoryRow, SubcategoryRow } from '../../../db/schema';

/*
 * The admin panel's writes and reads of the category tree. Positions are 0-based and dense after a reorder; a new
 * entry goes last.
 */

export interface AdminCategoryRows {
  categories: CategoryRow[];
  subcategories: SubcategoryRow[];
  /** Products per subcategory id (absent: none). */
  productCounts: Map<number, number>;
}

/** The tree as three small queries (categories, subcategories, one grouped count over the products' index). */
export async function listAdminCategoryRows(db: DbOrTransaction): Promise<AdminCategoryRows> {
  const [categories, subcategories, counts] = await Promise.all([
    db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('subcategories').selectAll().orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('products')
      .select(['subcategory_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('subcategory_id')
      .execute(),
  ]);
  // MySQL answers COUNT as a string.
  const productCounts = new Map(counts.map((row) => [row.subcategory_id, Number(row.count)]));
  return { categories, subcategories, productCounts };
}

export function findCategoryById(db: DbOrTransaction, id: number): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSubcategoryById(db: DbOrTransaction, id: number): Promise<SubcategoryRow | undefined> {
  return db.selectFrom('subcategories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another category (not `exceptId`) has the slug. */
export async function categorySlugTaken(db: DbOrTransaction, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('categories').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Subcategory slugs are unique within their category (the shop's URL is /webshop/<category>/<subcategory>). */
export async function subcategorySlugTaken(
  db: DbOrTransaction,
  categoryId: number,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('subcategories')
    .select('id')
    .where('category_id', '=', categoryId)
    .where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function nextPosition(query: Promise<{ max: number | string | null } | undefined>): Promise<number> {
  const max = (await query)?.max;
  return max === null || max === undefined ? 0 : Number(max) + 1;
}

export async function insertCategory(
  db: DbOrTransaction,
  values: { name: string; nameEn: string | null; slug: string; imageUrl: string },
): Promise<number> {
  const position = await nextPosition(
    db
      .selectFrom('categories')
      .select((eb) => eb.fn.max<number | null>('position').as('max'))
      .executeTakeFirst(),
  );
  const { insertId } = await db
    .insertInto('categories')
    .values({ name: values.name, name_en: values.nameEn, slug: values.slug, image_url: values.imageUrl, position })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

export async function updateCategory(
  db: DbOrTransaction,
  id: number,
  values: Partial<{ name: string; name_en: string | null; slug: string; image_url: string }>,
): Promise<void> {
  await db.updateTable('categories').set(values).where('id', '=', id).execute();
}

export async function deleteCategory(db: DbOrTransaction, id: number): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}

export async function countSubcategoriesOf(db: DbOrTransaction, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('subcategories')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function countProductsOf(db: DbOrTransaction, subcategoryId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('subcategory_id', '=', subcategoryId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertSubcategory(
  db: DbOrTransaction,
  values: { categoryId: number; name: string; nameEn: string | null; slug: string },
): Promise<number> {
  const position = await nextSubcategoryPosition(db, values.categoryId);
  const { insertId } = await db
    .insertInto('subcategories')
    .values({
      category_id: values.categoryId,
      name: values.name,
      name_en: values.nameEn,
      slug: values.slug,
      position,
    })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

export function nextSubcategoryPosition(db: DbOrTransaction, categoryId: number): Promise<number> {
  return nextPosition(
    db
      .selectFrom('subcategories')
      .select((eb) => eb.fn.max<number | null>('position').as('max'))
      .where('category_id', '=', categoryId)
      .executeTakeFirst(),
  );
}

export async function updateSubcategory(
  db: DbOrTransaction,
  id: number,
  values: Partial<{ name: string; name_en: string | null; slug: string; category_id: number; position: number }>,
): Promise<void> {
  await db.updateTable('subcategories').set(values).where('id', '=', id).execute();
}

export async function deleteSubcategory(db: DbOrTransaction, id: number): Promise<void> {
  await db.deleteFrom('subcategories').where('id', '=', id).execute();
}

/** The ids of the siblings a reorder must name, in their current order: all categories, or one category's subcategories. */
export async function siblingIds(db: DbOrTransaction, parent: { categoryId?: number }): Promise<number[]> {
  const rows =
    parent.categoryId === undefined
      ? await db.selectFrom('categories').select('id').orderBy('position').orderBy('id').execute()
      : await db
          .selectFrom('subcategories')
          .select('id')
          .where('category_id', '=', parent.categoryId)
          .orderBy('position')
          .orderBy('id')
          .execute();
  return rows.map((row) => row.id);
}

/** Positions 0..n-1 in the given order (a handful of rows: one small update each). */
export async function setPositions(
  db: DbOrTransaction,
  table: 'categories' | 'subcategories',
  orderedIds: readonly number[],
): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db.updateTable(table).set({ position }).where('id', '=', id).execute();
  }
}
