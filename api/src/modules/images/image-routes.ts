import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http/http-error';
import { findPublicFile } from './stored-file-repository';

type ImageParams = { Params: { '*': string } };

/**
 * Images under /slike/ (products: /slike/proizvodi/…, categories: /slike/kategorije/…) as stored in the database
 * (public_files → stored_files). A path never changes its content, so answers are cacheable for a year; the ETag is
 * the content's SHA-256. Register without a prefix: the paths are the ones product_images and categories hold.
 */
const imageRoutes: FastifyPluginAsync = async (app) => {
  app.get<ImageParams>('/slike/*', { config: { needsDatabase: true } }, async (request, reply) => {
    const file = await findPublicFile(app.catalogDb(), `/slike/${request.params['*']}`);
    if (!file) throw new HttpError('ROUTE_NOT_FOUND');
    const etag = `"${file.sha256}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(file.contentType).send(file.bytes);
  });
};

export default imageRoutes;
