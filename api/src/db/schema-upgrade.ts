import { createDb } from './create-db';
import { countPendingMigrations, migrateToLatest } from './migrate';

/** `current`: every migration applied; `migrating`: a run is under way (or waits for another instance's); `behind`. */
export type SchemaState = 'current' | 'migrating' | 'behind';

/**
 * This instance's view of the schema. Migrations run on a database of their own without the query timeout (a long
 * schema change or a wait for another instance's run must not be cut), one run at a time in this process and, through
 * the database's lock, across instances. A run that failed (the database went away in the middle) is forgotten: the
 * next `ensure()` resumes it (each migration picks up after its last applied statement, resumable-migration.ts).
 */
export class SchemaUpgrade {
  #state: SchemaState = 'behind';
  #running: Promise<void> | undefined;

  constructor(
    private readonly url: string,
    /** How long connecting may take. */
    private readonly timeoutMs: number,
  ) {}

  get state(): SchemaState {
    return this.#state;
  }

  /** Resolves once every migration is applied: runs them, or joins the run under way; rejects with its error. */
  ensure(): Promise<void> {
    if (this.#state === 'current') return Promise.resolve();
    this.#running ??= this.#migrate().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** How many migrations the database still lacks (for /api/health), read on a connection of its own. */
  async pendingMigrations(): Promise<number> {
    if (this.#state === 'current') return 0;
    const db = createDb(this.url, { timeoutMs: this.timeoutMs });
    try {
      return await countPendingMigrations(db);
    } finally {
      await db.destroy().catch(() => undefined);
    }
  }

  async #migrate(): Promise<void> {
    this.#state = 'migrating';
    const db = createDb(this.url, { timeoutMs: this.timeoutMs, queryTimeout: false });
    try {
      await migrateToLatest(db);
      this.#state = 'current';
    } catch (error) {
      this.#state = 'behind';
      throw error;
    } finally {
      await db.destroy().catch(() => undefined);
    }
  }
}
