import type { DbOrTransaction } from '../../db/db-or-transaction';

/** A sitemap holds at most 50 000 URLs; past that the product list would need a sitemap index. */
export const SITEMAP_PRODUCT_LIMIT = 45_000;

export interface ShopSitemapEntries {
  categories: { slug: string; subcategories: string[] }[];
  products: { slug: string; updatedAt: string }[];
}

/** Category and subcategory slugs, and the newest products' slugs with their last change (for `lastmod`). */
export async function listSitemapEntries(db: DbOrTransaction): Promise<ShopSitemapEntries> {
  const [categories, subcategories, products] = await Promise.all([
    db.selectFrom('categories').select(['id', 'slug']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('subcategories').select(['category_id', 'slug']).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('products')
      .select(['slug', 'updated_at'])
      .where('hidden', '=', 0)
      .orderBy('id', 'desc')
      .limit(SITEMAP_PRODUCT_LIMIT)
      .execute(),
  ]);
  return {
    categories: categories.map((category) => ({
      slug: category.slug,
      subcategories: subcategories.filter((sub) => sub.category_id === category.id).map((sub) => sub.slug),
    })),
    products: products.map((product) => ({ slug: product.slug, updatedAt: product.updated_at })),
  };
}
