import fp from 'fastify-plugin';

/** What a staff write changed in the catalogue. */
export interface CatalogChange {
  /** Products created or edited (price, stock, text, images, category, promotion…). */
  products?: readonly number[];
  /** Products deleted. */
  removedProducts?: readonly number[];
  /** Categories, subcategories or promotions changed: every cached product answer may show them. */
  structure?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one call after any catalogue write, once its transaction has committed. This instance's caches (product
     * answers, listing scopes, rendered pages) and search index follow before it resolves; every other API instance
     * gets the same change over the cluster bus (Redis) within moments.
     */
    catalogChanged(change: CatalogChange): Promise<void>;
    /** Another in-process cache that must follow catalogue writes registers here (e.g. the listing's scopes). */
    onCatalogChange(listener: (change: CatalogChange) => void): void;
  }
}

/** The change that drops everything cached: for when messages may have been missed (Redis went away or came back). */
const EVERYTHING: CatalogChange = { structure: true };

export default fp(
  async (app) => {
    const listeners: ((change: CatalogChange) => void)[] = [];
    app.decorate('onCatalogChange', (listener: (change: CatalogChange) => void) => {
      listeners.push(listener);
    });

    /** Drops what this instance holds of the changed products and categories. */
    const forget = (change: CatalogChange) => {
      const { products = [], removedProducts = [], structure = false } = change;
      app.catalogWritten();
      for (const listener of listeners) listener(change);
      if (structure) app.productResponses.clear();
      for (const id of [...products, ...removedProducts]) app.productResponses.invalidateTag(id);
    };

    app.cluster.subscribe<CatalogChange>('catalog', async (change) => {
      forget(change);
      await app.searchIndex.reindexProducts(change.products ?? []);
      for (const id of change.removedProducts ?? []) await app.searchIndex.removeProduct(id);
    });
    app.decorate('catalogChanged', (change: CatalogChange) => app.cluster.publish('catalog', change));

    // Changes published while Redis was away never arrived: start afresh, and let the search index catch up.
    app.cluster.onStateChange(() => {
      forget(EVERYTHING);
      app.searchIndex
        .syncChanges()
        .catch((error: unknown) => app.log.warn({ err: error }, 'search index sync after a Redis change failed'));
    });
  },
  { name: 'catalog-changes', dependencies: ['cluster', 'db', 'product-response-cache', 'search-index'] },
);
