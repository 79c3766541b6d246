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
     * The one call after any catalogue write, once its transaction has committed: the product answer cache and the
     * search index follow at once (listings and the sitemap are read from the database on every request). The
     * multi-instance work publishes the same change to the other API instances from here.
     */
    catalogChanged(change: CatalogChange): Promise<void>;
    /** Another in-process cache that must follow catalogue writes registers here (e.g. the listing's scopes). */
    onCatalogChange(listener: (change: CatalogChange) => void): void;
  }
}

export default fp(
  async (app) => {
    const listeners: ((change: CatalogChange) => void)[] = [];
    app.decorate('onCatalogChange', (listener: (change: CatalogChange) => void) => {
      listeners.push(listener);
    });
    app.decorate('catalogChanged', async (change: CatalogChange) => {
      const { products = [], removedProducts = [], structure = false } = change;
      for (const listener of listeners) listener(change);
      if (structure) app.productResponses.clear();
      for (const id of [...products, ...removedProducts]) app.productResponses.invalidateTag(id);
      await app.searchIndex.reindexProducts(products);
      for (const id of removedProducts) await app.searchIndex.removeProduct(id);
    });
  },
  { name: 'catalog-changes', dependencies: ['product-response-cache', 'search-index'] },
);
