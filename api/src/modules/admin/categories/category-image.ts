import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { contentHashOf, publishWebpOnce, toWebp, uploadedImageBytes } from '../../images';
import { recordAudit } from '../audit';
import { findCategoryById, updateCategory } from './admin-category-repository';
import { adminCategory } from './tree';

/** The shop shows category pictures at up to 400×300 (the /webshop grid): twice that for sharp screens. */
const IMAGE_BOX = { width: 800, height: 600 };

/** The category's picture: converted to WebP and published under a new path (stored images never change, decision 009). */
const categoryImageRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, endpoints.adminUploadCategoryImage, async (request) => {
    const { id } = request.params;
    const webp = await toWebp(await uploadedImageBytes(request), IMAGE_BOX);
    // The content's hash in the name: a new picture is a new path; the same picture again reuses its path.
    const path = `/slike/kategorije/${id}-${contentHashOf(webp)}.webp`;
    await app.writeCatalog(async (trx, changes) => {
      changes.structure();
      const before = await findCategoryById(trx, id);
      if (!before) throw new HttpError('CATEGORY_NOT_FOUND');
      await publishWebpOnce(trx, path, webp);
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
