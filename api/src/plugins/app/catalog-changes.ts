import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import { inRetriedTransaction } from '../../db/retry-transaction';
import type { Database } from '../../db/schema';

/** What a write changed in the catalogue, as it travels to every instance's caches. */
export interface CatalogChange {
  /** Products created or edited (price, stock, text, images, category, promotion…). */
  products?: readonly number[];
  /** Products deleted. */
  removedProducts?: readonly number[];
  /** Categories, subcategories or promotions changed: every cached answer may show them. */
  structure?: boolean;
  /** Messages may have been missed (Redis went away or came back): drop everything, catch up from the database. */
  everything?: boolean;
  /** The search's synonym table changed (admin panel, #Pretraga): every instance searches with the new one. */
  synonyms?: boolean;
}

/**
 * What one transaction changes in the catalogue, recorded by the writes themselves (`saveProduct`, `changeStock`, a
 * category's rename…). Only `writeCatalog` hands one out, so a catalogue write cannot forget to tell the caches.
 */
export class CatalogChanges {
  readonly #products = new Set<number>();
  readonly #removedProducts = new Set<number>();
  #structure = false;
  #synonyms = false;

  product(...ids: number[]): void {
    for (const id of ids) this.#products.add(id);
  }

  removedProduct(id: number): void {
    this.#removedProducts.add(id);
  }

  structure(): void {
    this.#structure = true;
  }

  synonyms(): void {
    this.#synonyms = true;
  }

  get isEmpty(): boolean {
    return this.#products.size === 0 && this.#removedProducts.size === 0 && !this.#structure && !this.#synonyms;
  }

  toChange(): CatalogChange {
    return {
      products: [...this.#products],
      removedProducts: [...this.#removedProducts],
      structure: this.#structure,
      synonyms: this.#synonyms,
    };
  }
}

/** Catalogue writes in one transaction; `changes` collects what they changed. */
export type CatalogWork<T> = (trx: Transaction<Database>, changes: CatalogChanges) => Promise<T>;

/**
 * Runs `work` in a transaction (retried on lock conflicts, so it must be safe to repeat) and, once it has committed,
 * makes every cache of every instance follow what it recorded, before resolving.
 */
export type CatalogWriter = <T>(work: CatalogWork<T>) => Promise<T>;

/** A cache of what shoppers see; it is told of every change, on every instance. */
export type CatalogChangeListener = (change: CatalogChange) => void | Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one way to change what shoppers see (staff edits, CSV imports, bulk actions, stock taken by orders or
     * returned by cancellations): see `CatalogWriter`.
     */
    writeCatalog: CatalogWriter;
    /**
     * Every cache of catalogue data registers here (product answers, listing scopes, rendered pages, the search
     * index): this plugin owns when they are dropped.
     */
    onCatalogChange(listener: CatalogChangeListener): void;
  }
}

/** The cluster bus topic catalogue changes travel on. */
export const CATALOG_TOPIC = 'catalog';

/** A `CatalogWriter` on `db` whose committed changes go to `publish` (the app's cluster bus, or a CLI's). */
export function catalogWriter(db: Kysely<Database>, publish: (change: CatalogChange) => Promise<void>): CatalogWriter {
  return async <T>(work: CatalogWork<T>): Promise<T> => {
    let changes = new CatalogChanges();
    const result = await inRetriedTransaction(db, (trx) => {
      // A rolled-back attempt's records go with it.
      changes = new CatalogChanges();
      return work(trx, changes);
    });
    if (!changes.isEmpty) await publish(changes.toChange());
    return result;
  };
}

export default fp(
  async (app) => {
    const listeners: CatalogChangeListener[] = [];
    app.decorate('onCatalogChange', (listener: CatalogChangeListener) => {
      listeners.push(listener);
    });

    /** This instance's caches follow the change. */
    const follow = async (change: CatalogChange) => {
      app.catalogWritten();
      for (const listener of listeners) await listener(change);
    };
    app.cluster.subscribe<CatalogChange>(CATALOG_TOPIC, follow);

    app.decorate(
      'writeCatalog',
      catalogWriter(app.db, (change) => app.cluster.publish(CATALOG_TOPIC, change)),
    );

    // Changes published while Redis was away never arrived: start afresh, and let the search index catch up.
    app.cluster.onStateChange(() => {
      follow({ everything: true }).catch((error: unknown) =>
        app.log.warn({ err: error }, 'catalogue caches did not follow a Redis state change'),
      );
    });
  },
  { name: 'catalog-changes', dependencies: ['cluster', 'db'] },
);
