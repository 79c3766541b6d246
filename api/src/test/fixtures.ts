import type { Insertable, Kysely } from 'kysely';
import type { Database, ProductsTable } from '../db/schema';
import { hashPassword, insertSession as insertSessionRow } from '../modules/accounts';
import { createSessionToken, hashSessionToken } from '../plugins/app/session';

/*
 * Small, explicit fixture rows inserted straight through Kysely (no demo seed). Each helper returns the new id.
 */

type Db = Kysely<Database>;

async function insertedId(result: Promise<{ insertId?: bigint }>): Promise<number> {
  const { insertId } = await result;
  if (insertId === undefined) throw new Error('the insert returned no id');
  return Number(insertId);
}

export function insertCategory(db: Db, values: { slug: string; name: string; position: number }): Promise<number> {
  return insertedId(
    db
      .insertInto('categories')
      .values({ ...values, image_url: `/slike/kategorije/${values.slug}.svg` })
      .executeTakeFirstOrThrow(),
  );
}

export function insertSubcategory(
  db: Db,
  values: { categoryId: number; slug: string; name: string; position: number },
): Promise<number> {
  const { categoryId, ...rest } = values;
  return insertedId(
    db
      .insertInto('subcategories')
      .values({ category_id: categoryId, ...rest })
      .executeTakeFirstOrThrow(),
  );
}

export function insertManufacturer(db: Db, name: string): Promise<number> {
  return insertedId(db.insertInto('manufacturers').values({ name }).executeTakeFirstOrThrow());
}

export type ProductFixture = Partial<Insertable<ProductsTable>> &
  Pick<Insertable<ProductsTable>, 'slug' | 'name' | 'subcategory_id' | 'manufacturer_id'>;

export function insertProduct(db: Db, values: ProductFixture): Promise<number> {
  return insertedId(
    db
      .insertInto('products')
      .values({
        short_description: `Opis: ${values.name}`,
        product_code: values.slug.slice(0, 20).toUpperCase(),
        barcode: '4006381333931',
        stock: 5,
        price_minor: 10_000,
        sale_price_minor: null,
        on_sale: 0,
        warranty_months: 24,
        label: null,
        label_color: null,
        image_url: `/slike/proizvodi/${values.slug}.svg`,
        updated_at: '2026-11-01T00:00:00.000Z',
        ...values,
      })
      .executeTakeFirstOrThrow(),
  );
}

export async function insertUser(
  db: Db,
  values: {
    email: string;
    password: string;
    username?: string;
    role?: 'Admin' | 'Editor' | 'Korisnik';
    /** Confirmed by its emailed link (default); an unconfirmed account cannot sign in. */
    verified?: boolean;
  },
): Promise<number> {
  return insertedId(
    db
      .insertInto('users')
      .values({
        email: values.email,
        username: values.username ?? 'Test Korisnik',
        role: values.role ?? 'Korisnik',
        password_hash: await hashPassword(values.password, 'light'),
        avatar_url: null,
        email_verified_at: values.verified === false ? null : new Date().toISOString(),
      })
      .executeTakeFirstOrThrow(),
  );
}

/** A live session row and the cookie token that opens it (as if the server had set it). */
export async function insertSession(db: Db, userId: number | null = null): Promise<{ id: string; cookie: string }> {
  const token = createSessionToken();
  const id = hashSessionToken(token);
  await insertSessionRow(db, { id, userId, expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
  return { id, cookie: `sid=${token}` };
}

/** A minimal catalogue: one manufacturer, two categories, three subcategories. */
export async function insertCatalogSkeleton(db: Db) {
  const manufacturerId = await insertManufacturer(db, 'Acer');
  const computersId = await insertCategory(db, {
    slug: 'računari-i-komponente',
    name: 'Računari i komponente',
    position: 2,
  });
  const tvId = await insertCategory(db, {
    slug: 'televizori,-audio,-video',
    name: 'Televizori, audio, video',
    position: 1,
  });
  const desktopsId = await insertSubcategory(db, {
    categoryId: computersId,
    slug: 'desktop-računari',
    name: 'Desktop računari',
    position: 2,
  });
  const processorsId = await insertSubcategory(db, {
    categoryId: computersId,
    slug: 'procesori',
    name: 'Procesori',
    position: 1,
  });
  const televisionsId = await insertSubcategory(db, {
    categoryId: tvId,
    slug: 'televizori',
    name: 'Televizori',
    position: 1,
  });
  return { manufacturerId, computersId, tvId, desktopsId, processorsId, televisionsId };
}
