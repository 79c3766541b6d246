import { slugify } from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { HttpError } from '../../../http/http-error';

/** What a name with no letters or digits at all (e.g. "!!!") gets as its slug's base. */
const FALLBACK_SLUG = 'proizvod';
const MAX_SLUG_LENGTH = 255;

/**
 * The slug a name gets: the same rule as the demo catalogue's products (ASCII lower case, č/ć→c, š→s, ž→z, đ→dj,
 * every run of other characters one hyphen), so new and seeded products look alike.
 */
export function slugFromName(name: string): string {
  const slug = slugify(name)
    .slice(0, MAX_SLUG_LENGTH - 8)
    .replace(/-+$/, '');
  return slug || FALLBACK_SLUG;
}

/**
 * Whether `slug` is free for product `productId` (undefined: a new product): no other product has it now, and none
 * had it before (a former slug keeps answering 301 for its product, so it cannot be handed to another).
 */
export async function slugIsFree(db: DbOrTransaction, slug: string, productId: number | undefined): Promise<boolean> {
  const current = await db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirst();
  if (current && current.id !== productId) return false;
  const former = await db
    .selectFrom('product_former_slugs')
    .select('product_id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return !former || former.product_id === productId;
}

/** The name's slug, or with -2, -3 … when another product has (or had) it. */
export async function uniqueSlugFor(db: DbOrTransaction, name: string, productId: number | undefined): Promise<string> {
  const base = slugFromName(name);
  if (await slugIsFree(db, base, productId)) return base;
  // Suffixes in use, read at once: a name shared by many products must not cost one query per suffix.
  const taken = new Set(
    (
      await db
        .selectFrom('products')
        .select('slug')
        .where('slug', 'like', `${base}-%`)
        .union(db.selectFrom('product_former_slugs').select('slug').where('slug', 'like', `${base}-%`))
        .execute()
    ).map((row) => row.slug),
  );
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate) && (await slugIsFree(db, candidate, productId))) return candidate;
  }
}

/**
 * The slug a save stores: absent keeps the current one (a new product derives it), empty derives it from the name,
 * a given one must be free (409 `SLUG_TAKEN`).
 */
export async function resolveSlug(
  db: DbOrTransaction,
  requested: string | undefined,
  name: string,
  existing: { id: number; slug: string } | undefined,
): Promise<string> {
  if (requested === undefined && existing) return existing.slug;
  if (!requested) {
    // Keep a derived slug that already fits the name (e.g. `monitor-2`), rather than hopping between suffixes.
    const base = slugFromName(name);
    const suffix = existing?.slug.startsWith(`${base}-`) ? existing.slug.slice(base.length + 1) : undefined;
    if (existing && (existing.slug === base || (suffix !== undefined && /^\d+$/.test(suffix)))) return existing.slug;
    return uniqueSlugFor(db, name, existing?.id);
  }
  if (requested === existing?.slug) return requested;
  if (!(await slugIsFree(db, requested, existing?.id))) throw new HttpError('SLUG_TAKEN', { slug: requested });
  return requested;
}
