import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inBatches, insertRows } from './batch';
import { insertDemoBusiness } from './business';
import { indexCatalog } from './catalog';
import { insertCatalogStructure } from './categories';
import { DEFAULT_PRODUCT_COUNT } from './defaults';
import { DEMO_FORMER_SLUG, DEMO_FORMER_SLUG_TARGET } from './former-slugs';
import { DemoImages } from './images';
import { type GeneratedProduct, generateProducts } from './products';
import { PromotionPicker } from './promotions';
import { CatalogNotEmptyError, isCatalogEmpty } from './reset';
import { insertDemoUsers } from './users';

export { DEMO_COMPANY, DEMO_CUSTOMER_GROUPS, DEMO_PRICE_LIST, findTierProduct, insertDemoBusiness } from './business';
export { DEMO_CATALOG } from './catalog';
export { DEFAULT_PRODUCT_COUNT } from './defaults';
export { DEMO_FORMER_SLUG, DEMO_FORMER_SLUG_TARGET } from './former-slugs';
export { DEMO_PROMOTIONS } from './promotions';
export { CatalogNotEmptyError, isCatalogEmpty, resetCatalog } from './reset';
export { DEMO_USERS, insertDemoUsers } from './users';

/** Products generated and written per round: bounded memory, and big multi-row INSERTs. */
const PRODUCTS_PER_BATCH = 1_000;

export interface SeedOptions {
  /** How many products (default 360). */
  products?: number;
  /** Also create one account per role and the demo company with its members and price list (DEMO_USERS). */
  demoUsers: boolean;
  log?: (message: string) => void;
  /** Creation dates and promotion windows are relative to this (default: now); fix it for reproducible rows. */
  now?: Date;
}

/**
 * Fills an empty database with the demo shop: 12 categories, their subcategories, manufacturers, products with
 * images (drawn and stored in the database) and specifications, promotions, a former slug and, optionally, the demo users
 * with the demo company and its price list. Deterministic: the same
 * product count gives the same rows (and ids) on SQLite and MySQL. One transaction: on failure nothing is left
 * half-written. Throws CatalogNotEmptyError if categories or products exist (see resetCatalog).
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isSafeInteger(productCount) || productCount < 0) {
    throw new RangeError(`products must be a whole number ≥ 0, got ${productCount}`);
  }
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  if (!(await isCatalogEmpty(db))) throw new CatalogNotEmptyError();

  const catalog = indexCatalog();
  const images = new DemoImages();
  await db.transaction().execute(async (trx) => {
    await insertCatalogStructure(trx, catalog, images);
    log(`${catalog.subcategories.length} subcategories, ${catalog.manufacturers.length} manufacturers`);

    const promotions = new PromotionPicker();
    let written = 0;
    for (const batch of inBatches(generateProducts(productCount, { catalog, now }), PRODUCTS_PER_BATCH)) {
      await insertProducts(trx, batch, images);
      for (const product of batch) promotions.consider(product);
      written += batch.length;
      if (written % 10_000 === 0 || written === productCount) log(`${written}/${productCount} products`);
    }
    await promotions.insert(trx, now);

    if (options.demoUsers) {
      log(`${await insertDemoUsers(trx, now)} demo users created`);
      await insertDemoBusiness(trx, now);
      log('demo company, customer groups and price list');
    }
  });
}

async function insertProducts(
  db: Kysely<Database>,
  batch: readonly GeneratedProduct[],
  images: DemoImages,
): Promise<void> {
  await insertRows(
    db,
    'products',
    batch.map((generated) => generated.product),
  );
  await images.storeProductImages(db, batch);
  await insertRows(
    db,
    'product_images',
    batch.flatMap(({ product, imageUrls }) =>
      imageUrls.map((url, position) => ({ product_id: product.id, url, position })),
    ),
  );
  await insertRows(
    db,
    'product_specifications',
    batch.flatMap(({ product, specifications }) =>
      specifications.map((pair, position) => ({
        product_id: product.id,
        name: pair.name,
        value: pair.value,
        position,
      })),
    ),
  );
  const formerSlugOwner = batch.find((generated) => generated.product.slug === DEMO_FORMER_SLUG_TARGET);
  if (formerSlugOwner) {
    await insertRows(db, 'product_former_slugs', [{ slug: DEMO_FORMER_SLUG, product_id: formerSlugOwner.product.id }]);
  }
}
