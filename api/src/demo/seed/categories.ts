import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertRows } from './batch';
import { categoryImageUrl, DEMO_CATALOG, type IndexedCatalog } from './catalog';
import { DEMO_ENGLISH_TERMS, ENGLISH_CATEGORY_NAMES, ENGLISH_SUBCATEGORY_NAMES } from './english';
import type { DemoImages } from './images';

/**
 * Categories (with their pictures), subcategories (and their synonym groups for the search) and manufacturers, with the
 * ids `indexCatalog` gave them; their English names, and the English of the specifications' words.
 */
export async function insertCatalogStructure(
  db: Kysely<Database>,
  catalog: IndexedCatalog,
  images: DemoImages,
): Promise<void> {
  await images.storeCategoryImages(
    db,
    DEMO_CATALOG.map((category) => ({ slug: category.slug, imageUrl: categoryImageUrl(category.slug) })),
  );
  await insertRows(
    db,
    'categories',
    DEMO_CATALOG.map((category, index) => ({
      id: index + 1,
      slug: category.slug,
      name: category.name,
      name_en: ENGLISH_CATEGORY_NAMES[category.slug] ?? null,
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
      name_en: ENGLISH_SUBCATEGORY_NAMES[sub.def.slug] ?? null,
      position: sub.position,
    })),
  );
  await insertRows(db, 'english_terms', DEMO_ENGLISH_TERMS);
  await insertRows(
    db,
    'search_synonyms',
    catalog.subcategories.map((sub) => ({ terms: sub.def.synonyms.join(', ') })),
  );
  await insertRows(
    db,
    'manufacturers',
    catalog.manufacturers.map((name, index) => ({ id: index + 1, name })),
  );
}
