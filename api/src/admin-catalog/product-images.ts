import { ADMIN_PRODUCT_IMAGE_MAX_BYTES, slugify } from '@shop/shared/contracts';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HttpError } from '../http/http-error';
import { fileLimits } from '../plugins/external/multipart';
import type { DbOrTransaction } from '../repositories/db-or-transaction';
import { findPublicFile, publishFile, storedFileRow } from '../repositories/stored-files';

/**
 * The sizes the shop shows a product image at: the product page's gallery (800 × 800, mf-product Gallery) and the
 * product card (300 × 225, shared ProductCard), the card stored at twice its size for sharp screens. Both fit inside
 * their box, never enlarged.
 */
const GALLERY_BOX = { width: 800, height: 800 };
const CARD_BOX = { width: 600, height: 450 };
/** A decompression bomb (a tiny file of huge dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

/** JPEG, PNG or WebP by the file's first bytes (not by its name or the browser's content type). */
export function imageTypeOf(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

/** The uploaded file's bytes: 400 without a file, 413 `IMAGE_TOO_LARGE` over the endpoint's limit. */
export async function uploadedImageBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError('BAD_REQUEST');
  const file = await request.file({ limits: fileLimits(request) });
  if (!file) throw new HttpError('BAD_REQUEST');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError('IMAGE_TOO_LARGE', { max: ADMIN_PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 });
    throw error;
  }
}

export interface ProductImageVariants {
  gallery: Buffer;
  card: Buffer;
}

/** Checks the magic bytes, turns the image upright (EXIF orientation) and renders both WebP sizes. */
export async function renderProductImage(bytes: Buffer): Promise<ProductImageVariants> {
  if (!imageTypeOf(bytes)) throw new HttpError('UNSUPPORTED_IMAGE');
  const variant = (box: { width: number; height: number }) =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  try {
    const [gallery, card] = await Promise.all([variant(GALLERY_BOX), variant(CARD_BOX)]);
    return { gallery, card };
  } catch {
    // Right first bytes, yet not an image sharp can decode (truncated, or too large): the file's fault.
    throw new HttpError('UNSUPPORTED_IMAGE');
  }
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
  const hash = storedFileRow('image/webp', variants.gallery).sha256.slice(0, 16);
  const gallery = `/slike/proizvodi/${slugify(productSlug) || 'proizvod'}-${hash}.webp`;
  for (const [path, bytes] of [
    [gallery, variants.gallery],
    [cardUrlOf(gallery), variants.card],
  ] as const) {
    if (!(await findPublicFile(trx, path))) await publishFile(trx, path, 'image/webp', bytes);
  }
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
