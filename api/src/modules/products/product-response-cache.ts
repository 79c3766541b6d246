import fp from 'fastify-plugin';
import { TaggedTtlCache } from '../../lib/tagged-ttl-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Serialised `/api/proizvod/:name` answers, keyed by the requested name and tagged with every product id they
     * show (the product and its recommendations). After editing a product call `invalidateTag(productId)`.
     */
    productResponses: TaggedTtlCache<string>;
  }
}

/** ~8 KB per answer: about 8 MB at most. */
const PRODUCT_RESPONSE_MAX_ENTRIES = 1000;

export default fp(
  async (app, options: { ttlMs: number }) => {
    app.decorate(
      'productResponses',
      new TaggedTtlCache<string>({
        ttlMs: app.cluster.cacheTtl(options.ttlMs),
        maxEntries: PRODUCT_RESPONSE_MAX_ENTRIES,
      }),
    );
  },
  { name: 'product-response-cache', dependencies: ['cluster'] },
);
