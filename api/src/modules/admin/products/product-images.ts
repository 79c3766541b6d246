import { slugify } from '@shop/shared/contracts';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { contentHashOf, publishWebpOnce, toWebp } from '../../images';

/**
 * The sizes the shop shows a product image at: the product page's gallery (800 × 800, mf-product Gallery) and the
 * product card (300 × 225, shared ProductCard), the card stored at twice its size for sharp screens. Both fit inside
 * their box, never enlarged.
 */
const GALLERY_BOX = { width: 800, height: 800 };
const CARD_BOX = { width: 600, height: 450 };

export interface ProductImageVariants {
  gallery: Buffer;
  card: Buffer;
}

/** Both WebP sizes of an uploaded image (checked, turned upright). */
export async function renderProductImage(bytes: Buffer): Promise<ProductImageVariants> {
  const [gallery, card] = await Promise.all([toWebp(bytes, GALLERY_BOX), toWebp(bytes, CARD_BOX)]);
  return { gallery, card };
}

/** An uploaded image's paths end in its content hash; the card variant sits next to the gallery one. */
const UPLOADED_IMAGE = /-[0-9a-f]{16}\.webp$/;
const CARD_SUFFIX = '-kartica.webp';

/** The card-size URL of a gallery image (a seeded image has one size only: itself). */
export function cardUrlOf(galleryUrl: string): string {
  return UPLOADED_IMAGE.test(galleryUrl) ? galleryUrl.replace(/\.webp$/, CARD_SUFFIX) : galleryUrl;
}

/**
 * Publishes both variants under new paths named after the product and the content's hash (stored images never change,
 * decision 009); the same picture again reuses its paths. Returns the gallery URL (what `product_images.url` holds).
 */
export async function publishProductImage(
  trx: DbOrTransaction,
  productSlug: string,
  variants: ProductImageVariants,
): Promise<string> {
  const gallery = `/slike/proizvodi/${slugify(productSlug) || 'proizvod'}-${contentHashOf(variants.gallery)}.webp`;
  await publishWebpOnce(trx, gallery, variants.gallery);
  await publishWebpOnce(trx, cardUrlOf(gallery), variants.card);
  return gallery;
}

/**
 * Writes the product's images in the given order (positions 0, 1, …) and points `products.image_url` at the card
 * variant of the first (empty when none is left); `updated_at` moves (the sitemap's lastmod).
 */
export async function storeImageOrder(
  trx: DbOrTransaction,
  productId: number,
  images: readonly { id: number; url: string }[],
): Promise<void> {
  for (const [position, image] of images.entries())
    await trx.updateTable('product_images').set({ position }).where('id', '=', image.id).execute();
  await trx
    .updateTable('products')
    .set({ image_url: images[0] ? cardUrlOf(images[0].url) : '', updated_at: new Date().toISOString() })
    .where('id', '=', productId)
    .execute();
}
