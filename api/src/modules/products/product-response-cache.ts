import fp from 'fastify-plugin';
import { TaggedTtlCache } from '../../lib/tagged-ttl-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Serialised `/api/proizvod/:name` answers, keyed by the answer's language and the requested name, and tagged with every product id they
     * show (the product and its recommendations). Dropped by catalogue changes (`app.writeCatalog`), nothing else.
     */
    productResponses: TaggedTtlCache<string>;
  }
}

/** ~8 KB per answer: about 8 MB at most. */
const PRODUCT_RESPONSE_MAX_ENTRIES = 1000;

export default fp(
  async (app, options: { ttlMs: number }) => {
    const answers = new TaggedTtlCache<string>({
      ttlMs: app.cluster.cacheTtl(options.ttlMs),
      maxEntries: PRODUCT_RESPONSE_MAX_ENTRIES,
    });
    app.decorate('productResponses', answers);
    app.onCatalogChange(({ products = [], removedProducts = [], structure, everything }) => {
      if (structure || everything) answers.clear();
      for (const id of [...products, ...removedProducts]) answers.invalidateTag(id);
    });
  },
  { name: 'product-response-cache', dependencies: ['cluster', 'catalog-changes'] },
);
