import type { Kysely } from 'kysely';
import { createDb } from '../../db/create-db';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { resolvePrices, shopToday } from '../../modules/pricing';
import { testDatabases } from '../../test/databases';
import {
  CatalogNotEmptyError,
  DEMO_CATALOG,
  DEMO_COMPANY,
  DEMO_CUSTOMER_GROUPS,
  DEMO_FORMER_SLUG,
  DEMO_FORMER_SLUG_TARGET,
  DEMO_PRICE_LIST,
  DEMO_USERS,
  findTierProduct,
  insertDemoBusiness,
  isCatalogEmpty,
  resetCatalog,
  seedDemoData,
} from '.';
import { indexCatalog } from './catalog';
import { isValidEan13 } from './ean';
import { generateProducts } from './products';

const PRODUCT_COUNT = 400;
const now = new Date('2026-06-01T12:00:00.000Z');

describe.each(testDatabases())('seedDemoData on $name', (database) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    db = createDb(created.url);
    await migrateToLatest(db);
    await seedDemoData(db, { products: PRODUCT_COUNT, demoUsers: true, now });
  });

  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('creates the 12 spec categories, each with at least 3 subcategories and an image', async () => {
    const categories = await db.selectFrom('categories').selectAll().orderBy('position').execute();
    expect(categories.map((c) => c.slug)).toEqual(DEMO_CATALOG.map((c) => c.slug));
    for (const category of categories) expect(category.image_url).toBe(`/slike/kategorije/${category.slug}.svg`);
    const perCategory = await db
      .selectFrom('subcategories')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('category_id')
      .execute();
    expect(perCategory).toHaveLength(12);
    for (const row of perCategory) expect(Number(row.count)).toBeGreaterThanOrEqual(3);
  });

  it('writes the same products the generator makes (identical on every database)', async () => {
    const stored = await db.selectFrom('products').selectAll().orderBy('id').execute();
    // Seeded products start visible, at their first version (the admin panel's columns).
    const expected = [...generateProducts(PRODUCT_COUNT, { catalog: indexCatalog(), now })].map((p) => ({
      ...p.product,
      version: 0,
      hidden: 0,
    }));
    expect(stored.length).toBeGreaterThanOrEqual(300);
    expect(stored).toEqual(expected);
  });

  it('gives every product a unique name, a valid unique barcode, 4–10 specifications and 3 images', async () => {
    const products = await db.selectFrom('products').select(['id', 'barcode', 'image_url', 'slug', 'name']).execute();
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    expect(products.every((p) => isValidEan13(p.barcode))).toBe(true);
    expect(new Set(products.map((p) => p.barcode)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);

    const countPer = async (table: 'product_specifications' | 'product_images') =>
      (
        await db
          .selectFrom(table)
          .select(['product_id', (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy('product_id')
          .execute()
      ).map((row) => Number(row.count));
    const specCounts = await countPer('product_specifications');
    const imageCounts = await countPer('product_images');
    expect(specCounts).toHaveLength(products.length);
    expect(Math.min(...specCounts)).toBeGreaterThanOrEqual(4);
    expect(Math.max(...specCounts)).toBeLessThanOrEqual(10);
    expect(imageCounts).toHaveLength(products.length);
    expect(Math.min(...imageCounts)).toBe(3);
    expect(Math.max(...imageCounts)).toBe(3);

    const firstImages = await db
      .selectFrom('product_images')
      .select(['product_id', 'url'])
      .where('position', '=', 0)
      .execute();
    const mainImage = new Map(products.map((p) => [p.id, p.image_url]));
    for (const image of firstImages) expect(image.url).toBe(mainImage.get(image.product_id));
  });

  it('spreads stock, sales, warranties and labels', async () => {
    const products = await db
      .selectFrom('products')
      .select(['stock', 'on_sale', 'price_minor', 'sale_price_minor', 'warranty_months', 'label', 'label_color'])
      .execute();
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.stock >= 1 && p.stock <= 20)).toBe(true);
    expect(products.some((p) => p.stock > 20)).toBe(true);
    const onSale = products.filter((p) => p.on_sale === 1);
    expect(onSale.length / products.length).toBeGreaterThanOrEqual(0.1);
    for (const p of onSale) expect(p.sale_price_minor).toBeLessThan(p.price_minor);
    expect(new Set(products.map((p) => p.warranty_months))).toEqual(new Set([12, 24, 36, 72]));
    expect(new Set(products.map((p) => p.label))).toEqual(new Set([null, 'Novo', 'Akcija', 'Top ponuda']));
    for (const p of products) if (p.label_color !== null) expect(p.label_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('creates promotions with 8–24 products each', async () => {
    const promotions = await db
      .selectFrom('promotions')
      .innerJoin('promotion_products', 'promotion_products.promotion_id', 'promotions.id')
      .select(['promotions.slug', 'promotions.name', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['promotions.slug', 'promotions.name'])
      .execute();
    expect(promotions.length).toBeGreaterThanOrEqual(2);
    expect(promotions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: 'black-friday', name: 'Black Friday popusti' }),
        expect.objectContaining({ slug: 'povratak-u-skolu', name: 'Povratak u školu' }),
      ]),
    );
    for (const promotion of promotions) {
      expect(Number(promotion.count)).toBeGreaterThanOrEqual(8);
      expect(Number(promotion.count)).toBeLessThanOrEqual(24);
    }
  });

  it('makes one product reachable by a former slug', async () => {
    const row = await db
      .selectFrom('product_former_slugs')
      .innerJoin('products', 'products.id', 'product_former_slugs.product_id')
      .select(['product_former_slugs.slug as formerSlug', 'products.slug as currentSlug'])
      .where('product_former_slugs.slug', '=', DEMO_FORMER_SLUG)
      .executeTakeFirst();
    expect(row).toEqual({ formerSlug: DEMO_FORMER_SLUG, currentSlug: DEMO_FORMER_SLUG_TARGET });
  });

  it('creates the demo users (one per role, and the demo company’s two) with an argon2id hash', async () => {
    const users = await db
      .selectFrom('users')
      .select(['email', 'username', 'role', 'password_hash'])
      .orderBy('id')
      .execute();
    expect(users.map(({ email, username, role }) => ({ email, username, role }))).toEqual(
      Object.values(DEMO_USERS).map(({ email, username, role }) => ({ email, username, role })),
    );
    for (const user of users) expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('creates the verified demo company with its administrator and buyer, the groups and a tiered price list', async () => {
    const company = await db
      .selectFrom('companies')
      .innerJoin('customer_groups', 'customer_groups.id', 'companies.customer_group_id')
      .select(['companies.id', 'companies.name', 'companies.verified_at', 'customer_groups.name as group'])
      .where('companies.jib', '=', DEMO_COMPANY.jib)
      .executeTakeFirstOrThrow();
    expect(company).toMatchObject({ name: DEMO_COMPANY.name, verified_at: now.toISOString(), group: 'Partneri' });
    const members = await db
      .selectFrom('company_members')
      .innerJoin('users', 'users.id', 'company_members.user_id')
      .select(['users.email', 'company_members.role'])
      .where('company_members.company_id', '=', company.id)
      .orderBy('users.email')
      .execute();
    expect(members).toEqual([
      { email: DEMO_USERS.companyAdministrator.email, role: 'administrator' },
      { email: DEMO_USERS.companyBuyer.email, role: 'kupac' },
    ]);
    const groups = await db.selectFrom('customer_groups').select('name').orderBy('name').execute();
    expect(groups.map((group) => group.name)).toEqual([...DEMO_CUSTOMER_GROUPS].sort());
    const list = await db
      .selectFrom('price_lists')
      .selectAll()
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(list).toMatchObject({ name: DEMO_PRICE_LIST.name, valid_from: '2026-06-01', valid_to: '2027-06-01' });
    const rules = await db
      .selectFrom('price_list_rules')
      .select(['product_id', 'category_id', 'min_quantity', 'price_minor', 'percent_off_bp'])
      .where('price_list_id', '=', list.id)
      .orderBy('id')
      .execute();
    expect(rules.map((rule) => [rule.category_id === null ? 'product' : 'category', rule.min_quantity])).toEqual([
      ['category', 1],
      ['product', 1],
      ['product', 5],
      ['product', 20],
    ]);
  });

  it('gives the demo buyer the tier price for 5 pieces and the consumer the shop price, on the seed day', async () => {
    const category = await db
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', DEMO_PRICE_LIST.categorySlug)
      .executeTakeFirstOrThrow();
    const product = await findTierProduct(db, category.id);
    if (!product) throw new Error('no tier product in the demo catalogue');
    const userId = async (email: string) =>
      (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const priceFor = async (email: string, quantity: number) =>
      (await resolvePrices(db, await userId(email), [{ productId: product.id, quantity }], shopToday(now))).get(
        product.id,
      )?.unitPriceMinor;
    const tier = (percentOff: number) => Math.round((product.price_minor * (100 - percentOff)) / 100);
    expect(await priceFor(DEMO_USERS.companyBuyer.email, 4)).toBe(tier(7));
    expect(await priceFor(DEMO_USERS.companyBuyer.email, 5)).toBe(tier(12));
    expect(await priceFor(DEMO_USERS.companyBuyer.email, 20)).toBe(tier(18));
    expect(await priceFor(DEMO_USERS.companyAdministrator.email, 5)).toBe(tier(12));
    expect(await priceFor(DEMO_USERS.customer.email, 5)).toBe(product.price_minor);
    // A year on, the list has ended.
    const yearLater = shopToday(new Date(now.getTime() + 400 * 86_400_000));
    const later = await resolvePrices(
      db,
      await userId(DEMO_USERS.companyBuyer.email),
      [{ productId: product.id, quantity: 5 }],
      yearLater,
    );
    expect(later.get(product.id)?.unitPriceMinor).toBe(product.price_minor);
  });

  it('adds the demo company only once (safe to run again after a catalogue reset)', async () => {
    await insertDemoBusiness(db, now);
    const count = await db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(1);
    expect(await db.selectFrom('price_lists').select('id').execute()).toHaveLength(1);
  });

  it('stores a drawing for every image path the catalogue holds, no product sharing one with another', async () => {
    const paths = await db
      .selectFrom('public_files')
      .innerJoin('stored_files', 'stored_files.sha256', 'public_files.sha256')
      .select(['public_files.path', 'stored_files.content_type', 'stored_files.byte_size', 'stored_files.bytes'])
      .execute();
    const stored = new Map(paths.map((row) => [row.path, row]));
    const imageUrls = [
      ...(await db.selectFrom('product_images').select('url').execute()).map((row) => row.url),
      ...(await db.selectFrom('categories').select('image_url as url').execute()).map((row) => row.url),
    ];
    expect(stored.size).toBe(imageUrls.length);
    for (const url of imageUrls) {
      const file = stored.get(url);
      expect(file?.content_type).toBe('image/svg+xml');
      expect(file?.byte_size).toBe(file?.bytes.length);
      expect(file?.bytes.toString('utf8')).toMatch(/^<svg /);
    }
    // Every product has pictures of its own: no content (SHA-256) shows up under two products.
    const productImages = await db
      .selectFrom('product_images')
      .innerJoin('public_files', 'public_files.path', 'product_images.url')
      .select(['product_images.product_id', 'public_files.sha256'])
      .execute();
    const ownerOf = new Map<string, number>();
    for (const { product_id, sha256 } of productImages) {
      expect(ownerOf.get(sha256) ?? product_id).toBe(product_id);
      ownerOf.set(sha256, product_id);
    }
    expect(ownerOf.size).toBe(productImages.length);
    const { count } = await db
      .selectFrom('stored_files')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(productImages.length + DEMO_CATALOG.length);
  });

  it('refuses a second run, and seeds again after resetCatalog', async () => {
    expect(await isCatalogEmpty(db)).toBe(false);
    await expect(seedDemoData(db, { products: 10, demoUsers: true, now })).rejects.toBeInstanceOf(CatalogNotEmptyError);
    await resetCatalog(db);
    expect(await isCatalogEmpty(db)).toBe(true);
    await seedDemoData(db, { products: 50, demoUsers: true, now });
    const { count } = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(50);
    // The pictures were reset with the catalogue: exactly the new catalogue's paths are stored.
    const imageCount = async (table: 'product_images' | 'categories' | 'public_files') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    expect(await imageCount('public_files')).toBe(
      (await imageCount('product_images')) + (await imageCount('categories')),
    );
    // The demo users survived the reset and were not duplicated.
    const users = await db.selectFrom('users').select('email').execute();
    expect(users).toHaveLength(Object.keys(DEMO_USERS).length);
  });
});
