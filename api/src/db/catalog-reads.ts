import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** How often the replica is asked whether it answers; while it does not, catalogue reads go to the primary. */
const REPLICA_PROBE_MS = 2_000;

export interface CatalogReadsOptions {
  primary: Kysely<Database>;
  /** DATABASE_READ_URL's database, or none. */
  replica: Kysely<Database> | undefined;
  /** After a catalogue change, reads stay on the primary this long: a replica applies the change a little later. */
  readAfterWriteMs: number;
  onReplicaStateChange?: (answers: boolean, error?: unknown) => void;
  now?: () => number;
}

/**
 * Chooses the database for a shopper's catalogue read (listings, product pages, categories, sitemap): the replica
 * when there is one, it answers, and this instance has not seen a catalogue change in the last `readAfterWriteMs`;
 * otherwise the primary. Carts, orders, sessions and staff pages never come here: they read `app.db`.
 */
export class CatalogReads {
  readonly #options: CatalogReadsOptions;
  readonly #now: () => number;
  #primaryUntil = 0;
  #replicaAnswers = true;
  #probe: NodeJS.Timeout | undefined;

  constructor(options: CatalogReadsOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    if (options.replica) {
      void this.probeReplica();
      this.#probe = setInterval(() => void this.probeReplica(), REPLICA_PROBE_MS);
      this.#probe.unref();
    }
  }

  db(): Kysely<Database> {
    const { replica, primary } = this.#options;
    return replica && this.#replicaAnswers && this.#now() >= this.#primaryUntil ? replica : primary;
  }

  /** A catalogue change (here or on another instance) committed on the primary just now. */
  written(): void {
    this.#primaryUntil = this.#now() + this.#options.readAfterWriteMs;
  }

  async probeReplica(): Promise<void> {
    const { replica, onReplicaStateChange } = this.#options;
    if (!replica) return;
    const answers = await sql`select 1`.execute(replica).then(
      () => ({ ok: true, error: undefined }),
      (error: unknown) => ({ ok: false, error }),
    );
    if (answers.ok === this.#replicaAnswers) return;
    this.#replicaAnswers = answers.ok;
    onReplicaStateChange?.(answers.ok, answers.error);
  }

  async close(): Promise<void> {
    clearInterval(this.#probe);
    await this.#options.replica?.destroy();
  }
}
