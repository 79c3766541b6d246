import { endpoints } from '@shop/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { DbOrTransaction } from '../../../db/db-or-transaction';
import { routeEndpoint } from '../../../http/endpoint-route';
import { HttpError } from '../../../http/http-error';
import { uploadedImageBytes } from '../../images';
import { recordAudit } from '../audit';
import { listAdminProductImages } from './admin-product-repository';
import { adminProductImagesView } from './admin-product-view';
import { publishProductImage, renderProductImage, storeImageOrder } from './product-images';

type Image = { id: number; url: string };

/** The product's images in order; 404 `PRODUCT_NOT_FOUND` when there is no such product. */
async function imagesOf(trx: DbOrTransaction, productId: number): Promise<{ slug: string; images: Image[] }> {
  const product = await trx.selectFrom('products').select('slug').where('id', '=', productId).executeTakeFirst();
  if (!product) throw new HttpError('PRODUCT_NOT_FOUND');
  return { slug: product.slug, images: await listAdminProductImages(trx, productId) };
}

/** Upload (added last), reorder, choose the main image, delete one. Image changes do not bump the product's version. */
const imageRoutes: FastifyPluginAsync = async (app) => {
  /** Runs a change of the product's images in a transaction with its audit entry, then lets the shop follow. */
  const changeImages = async (
    request: FastifyRequest,
    productId: number,
    action: string,
    change: (trx: DbOrTransaction, current: { slug: string; images: Image[] }) => Promise<Image[] | undefined>,
  ) => {
    await app.writeCatalog(async (trx, changes) => {
      const current = await imagesOf(trx, productId);
      const next = await change(trx, current);
      if (!next) return;
      await storeImageOrder(trx, productId, next);
      await recordAudit(trx, request, {
        action,
        entity: 'product',
        entityId: productId,
        before: { images: current.images.map((image) => image.url) },
        after: { images: next.map((image) => image.url) },
      });
      changes.product(productId);
    });
    return adminProductImagesView(app.db, productId);
  };

  routeEndpoint(app, endpoints.adminUploadProductImage, async (request) => {
    const { id } = request.params;
    // Decoded and resized before the transaction: no database lock is held while sharp works.
    const variants = await renderProductImage(await uploadedImageBytes(request));
    return changeImages(request, id, 'product.image.add', async (trx, { slug, images }) => {
      const url = await publishProductImage(trx, slug, variants);
      // The same picture twice is one image.
      if (images.some((image) => image.url === url)) return undefined;
      const inserted = await trx
        .insertInto('product_images')
        .values({ product_id: id, url, position: images.length })
        .executeTakeFirstOrThrow();
      return [...images, { id: Number(inserted.insertId), url }];
    });
  });

  routeEndpoint(app, endpoints.adminReorderProductImages, (request) =>
    changeImages(request, request.params.id, 'product.image.order', async (_trx, { images }) => {
      const { imageIds } = request.body;
      const byId = new Map(images.map((image) => [image.id, image]));
      const complete = imageIds.length === images.length && new Set(imageIds).size === imageIds.length;
      if (!complete || imageIds.some((imageId) => !byId.has(imageId))) throw new HttpError('IMAGE_ORDER_MISMATCH');
      const next = imageIds.map((imageId) => byId.get(imageId) as Image);
      return next.every((image, i) => image.id === images[i]?.id) ? undefined : next;
    }),
  );

  routeEndpoint(app, endpoints.adminSetMainProductImage, (request) =>
    changeImages(request, request.params.id, 'product.image.main', async (_trx, { images }) => {
      const main = images.find((image) => image.id === request.params.imageId);
      if (!main) throw new HttpError('IMAGE_NOT_FOUND');
      if (images[0]?.id === main.id) return undefined;
      return [main, ...images.filter((image) => image.id !== main.id)];
    }),
  );

  // The files stay stored: their paths are immutable and may still be cached by browsers and CDNs.
  routeEndpoint(app, endpoints.adminDeleteProductImage, (request) =>
    changeImages(request, request.params.id, 'product.image.delete', async (trx, { images }) => {
      const { imageId } = request.params;
      if (!images.some((image) => image.id === imageId)) throw new HttpError('IMAGE_NOT_FOUND');
      await trx.deleteFrom('product_images').where('id', '=', imageId).execute();
      return images.filter((image) => image.id !== imageId);
    }),
  );
};

export default imageRoutes;
