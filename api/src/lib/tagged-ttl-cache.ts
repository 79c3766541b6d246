export interface TaggedValue<V> {
  value: V;
  /** Ids the value was built from (e.g. product ids): invalidating any of them drops the entry. */
  tags: readonly number[];
}

interface Entry<V> {
  expiresAt: number;
  promise: Promise<V | undefined>;
  /** Unknown while the value is still loading. */
  tags: readonly number[] | undefined;
}

export interface TaggedTtlCacheOptions {
  /** Read for every new entry when a function (e.g. shorter while other instances cannot reach this one). */
  ttlMs: number | (() => number);
  maxEntries: number;
  now?: () => number;
}

/**
 * A small in-process cache: entries live `ttlMs`, the least recently used goes first beyond `maxEntries`, and
 * concurrent misses for one key share a single load. `undefined` results and failures are not cached.
 */
export class TaggedTtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #ttlMs: () => number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor({ ttlMs, maxEntries, now = Date.now }: TaggedTtlCacheOptions) {
    this.#ttlMs = typeof ttlMs === 'number' ? () => ttlMs : ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  getOrLoad(key: string, load: () => Promise<TaggedValue<V> | undefined>): Promise<V | undefined> {
    const now = this.#now();
    const cached = this.#entries.get(key);
    this.#entries.delete(key);
    if (cached && cached.expiresAt > now) {
      this.#entries.set(key, cached); // re-inserted last = most recently used
      return cached.promise;
    }
    const entry: Entry<V> = {
      expiresAt: now + this.#ttlMs(),
      tags: undefined,
      promise: load().then(
        (loaded) => {
          if (loaded === undefined) this.#forget(key, entry);
          else entry.tags = loaded.tags;
          return loaded?.value;
        },
        (error: unknown) => {
          this.#forget(key, entry);
          throw error;
        },
      ),
    };
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#maxEntries) {
      const oldestKey = this.#entries.keys().next().value;
      if (oldestKey !== undefined) this.#entries.delete(oldestKey);
    }
    return entry.promise;
  }

  /** Drops every entry built from `tag`, and every entry still loading (its tags are not known yet). */
  invalidateTag(tag: number): void {
    for (const [key, entry] of this.#entries) {
      if (entry.tags === undefined || entry.tags.includes(tag)) this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#entries.clear();
  }

  #forget(key: string, entry: Entry<V>): void {
    if (this.#entries.get(key) === entry) this.#entries.delete(key);
  }
}
