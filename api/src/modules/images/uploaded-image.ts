import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { DbOrTransaction } from '../../db/db-or-transaction';
import { HttpError } from '../../http/http-error';
import { uploadedFileBytes } from '../../plugins/external/multipart';
import { findPublicFile, publishFile, storedFileRow } from './stored-file-repository';

/*
 * An image a staff member uploads (a product's, a category's): read, checked, turned upright and re-encoded as WebP,
 * then published under a path that names its content (stored images never change, decision 009).
 */

/** A decompression bomb (a tiny file of huge dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

/**
 * The uploaded file's bytes: 400 without a file (or with a broken body), 413 `IMAGE_TOO_LARGE` over the route's
 * limit (`config.fileUpload.maxBytes`).
 */
export function uploadedImageBytes(request: FastifyRequest): Promise<Buffer> {
  const maxBytes = request.routeOptions.config.fileUpload?.maxBytes ?? 0;
  return uploadedFileBytes(request, () => new HttpError('IMAGE_TOO_LARGE', { max: maxBytes / 1024 / 1024 }));
}

/**
 * JPEG, PNG or WebP by the file's first bytes (not by its name or the browser's content type). Raster formats only:
 * an SVG can carry scripts and external references.
 */
export function imageTypeOf(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

/**
 * The image as WebP fitting inside `box` (never enlarged), turned upright by its EXIF orientation. Anything that is
 * not a JPEG, PNG or WebP sharp can decode (truncated, too large) is the file's fault: 400 `UNSUPPORTED_IMAGE`.
 */
export async function toWebp(bytes: Buffer, box: { width: number; height: number }): Promise<Buffer> {
  if (!imageTypeOf(bytes)) throw new HttpError('UNSUPPORTED_IMAGE');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    throw new HttpError('UNSUPPORTED_IMAGE');
  }
}

/** The start of the content's hash, for a path that changes with the picture and only with it. */
export function contentHashOf(bytes: Buffer): string {
  return storedFileRow('image/webp', bytes).sha256.slice(0, 16);
}

/** Publishes a WebP image at `path` unless it is there already (the same picture again reuses its path). */
export async function publishWebpOnce(trx: DbOrTransaction, path: string, bytes: Buffer): Promise<void> {
  if (!(await findPublicFile(trx, path))) await publishFile(trx, path, 'image/webp', bytes);
}
