import { CATEGORY_IMAGE_MAX_BYTES, endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { uploadedFileBytes } from '../../../plugins/external/multipart';
import { findPublicFile, publishFile, storedFileRow } from '../../images';
import { recordAudit } from '../audit';
import { findCategoryById, updateCategory } from './admin-category-repository';
import { adminCategory } from './tree';

/** The shop shows category pictures at up to 400×300 (the /webshop grid): twice that for sharp screens. */
const IMAGE_BOX = { width: 800, height: 600 };
/** Raster formats only: an SVG can carry scripts and external references. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** A decompression bomb (a tiny file of huge dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The uploaded file's bytes; 400 without a file (or with a broken body), 413 over the endpoint's limit. */
function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  return uploadedFileBytes(
    request,
    () => new HttpError('IMAGE_TOO_LARGE', { max: CATEGORY_IMAGE_MAX_BYTES / 1024 / 1024 }),
  );
}

/** PNG, JPEG or WebP → WebP fitting the box (never enlarged), turned upright by its EXIF orientation. */
async function toCategoryWebp(bytes: Buffer): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError('UNSUPPORTED_IMAGE');
    return await image
      .rotate()
      .resize({ ...IMAGE_BOX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Not an image sharp can read (or too large to decode): the file's fault, not the server's.
    throw new HttpError('UNSUPPORTED_IMAGE');
  }
}

/** The category's picture: converted to WebP and published under a new path (stored images never change, decision 009). */
const categoryImageRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminUploadCategoryImage, async (request) => {
    const { id } = request.params;
    const webp = await toCategoryWebp(await uploadedBytes(request));
    // The content's hash in the name: a new picture is a new path; the same picture again reuses its path.
    const path = `/slike/kategorije/${id}-${storedFileRow('image/webp', webp).sha256.slice(0, 16)}.webp`;
    await app.writeCatalog(async (trx, changes) => {
      changes.structure();
      const before = await findCategoryById(trx, id);
      if (!before) throw new HttpError('CATEGORY_NOT_FOUND');
      if (!(await findPublicFile(trx, path))) await publishFile(trx, path, 'image/webp', webp);
      await updateCategory(trx, id, { image_url: path });
      await recordAudit(trx, request, {
        action: 'category.image',
        entity: 'category',
        entityId: id,
        before: { image_url: before.image_url },
        after: { image_url: path },
      });
    });
    const category = await adminCategory(app.db, id);
    if (!category) throw new HttpError('CATEGORY_NOT_FOUND');
    return category;
  });
};

export default categoryImageRoutes;
