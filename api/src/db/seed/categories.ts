import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { insertRows } from './batch';
import { categoryImageUrl, DEMO_CATALOG, type IndexedCatalog } from './catalog';

/** Categories, subcategories and manufacturers, with the ids `indexCatalog` gave them. */
export async function insertCatalogStructure(db: Kysely<Database>, catalog: IndexedCatalog): Promise<void> {
  await insertRows(
    db,
    'categories',
    DEMO_CATALOG.map((category, index) => ({
      id: index + 1,
      slug: category.slug,
      name: category.name,
      image_url: categoryImageUrl(category.slug),
      position: index,
    })),
  );
  await insertRows(
    db,
    'subcategories',
    catalog.subcategories.map((sub) => ({
      id: sub.id,
      category_id: sub.categoryId,
      slug: sub.def.slug,
      name: sub.def.name,
      position: sub.position,
    })),
  );
  await insertRows(
    db,
    'manufacturers',
    catalog.manufacturers.map((name, index) => ({ id: index + 1, name })),
  );
}
