import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../http/messages';
import { renderCategoryImage } from './category-image';
import { parseCategoryImageFile, parseProductImageFile } from './file-names';
import { renderProductImage } from './product-image';
import { etagOf } from './svg';

type ImageRequest = FastifyRequest<{ Params: { file: string } }>;

/**
 * Demo images drawn on the fly: GET /slike/proizvodi/<slug>-<n>.svg and GET /slike/kategorije/<slug>.svg.
 * Derived from the file name alone (no database), so they are the same for every instance and cacheable forever.
 * Register without a prefix: the paths are the ones the seed stores in image_url.
 */
const imageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/slike/proizvodi/:file', async (request: ImageRequest, reply) => {
    const parsed = parseProductImageFile(request.params.file);
    return parsed ? sendSvg(request, reply, renderProductImage(parsed.slug, parsed.n)) : notFound(reply);
  });

  app.get('/slike/kategorije/:file', async (request: ImageRequest, reply) => {
    const slug = parseCategoryImageFile(request.params.file);
    const svg = slug === undefined ? undefined : renderCategoryImage(slug);
    return svg ? sendSvg(request, reply, svg) : notFound(reply);
  });
};

export default imageRoutes;

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = etagOf(svg);
  reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml').send(svg);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ message: messages.routeNotFound });
}
