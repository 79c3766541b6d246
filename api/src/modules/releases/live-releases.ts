import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ClusterBus } from '../../cluster/cluster-bus';
import type { Database } from '../../db/schema';
import { type ReleaseSnapshot, readSnapshot } from './release-store';

/** How often an instance reads the pointer while Redis carries the switches: only a missed message waits this long. */
const SHARED_POLL_MS = 30_000;

/**
 * This instance's view of the live release of each package (the `releases` table). A switch (`pnpm release`,
 * `pnpm rollback`, the admin panel) announces itself on the cluster bus, so every instance reads the pointer again
 * at once; without Redis (or while it is down) the pointer is read every `pollMs`.
 */
export class LiveReleases {
  #snapshot: ReleaseSnapshot = {};
  #key = '';
  #readAt = 0;
  #timer: NodeJS.Timeout | undefined;
  /** Reads one after the other, so listeners see the switches in order. */
  #reading: Promise<void> = Promise.resolve();
  readonly #listeners: ((snapshot: ReleaseSnapshot) => void | Promise<void>)[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: ClusterBus,
    private readonly log: FastifyBaseLogger,
  ) {
    bus.subscribe('releases', () => this.refresh());
  }

  /** The live release of each package that has one, as last read: one snapshot per page. */
  get snapshot(): ReleaseSnapshot {
    return this.#snapshot;
  }

  /** Called after the pointer changed (awaited, in order), with the new snapshot. */
  onChange(listener: (snapshot: ReleaseSnapshot) => void | Promise<void>): void {
    this.#listeners.push(listener);
  }

  refresh(): Promise<void> {
    this.#reading = this.#reading.then(() => this.#read());
    return this.#reading;
  }

  async #read(): Promise<void> {
    this.#readAt = Date.now();
    let snapshot: ReleaseSnapshot;
    try {
      snapshot = await readSnapshot(this.db);
    } catch (error) {
      this.log.warn({ err: error }, 'live releases not readable: serving the last known ones');
      return;
    }
    const key = JSON.stringify(snapshot);
    if (key === this.#key) return;
    const first = this.#key === '';
    this.#key = key;
    this.#snapshot = snapshot;
    if (!first) this.log.info({ releases: snapshot }, 'live releases switched');
    for (const listener of this.#listeners) await listener(snapshot);
  }

  /** Announces a switch made here to every instance (this one included). */
  async announce(): Promise<void> {
    await this.bus.publish('releases', {});
  }

  start(pollMs: number): void {
    this.#timer = setInterval(() => {
      const due = this.bus.state === 'shared' ? SHARED_POLL_MS : pollMs;
      if (Date.now() - this.#readAt >= due) void this.refresh();
    }, pollMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
