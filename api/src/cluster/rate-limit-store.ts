import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { ClusterBus } from './cluster-bus';

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;
type StoreMethod = 'incr' | 'read';

/** What the library really hands a store (its settings merged with a limiter's); its types declare it empty. */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string; url?: string };
}

/** The library's own stores, as far as we call them (the deep imports ship without types). */
interface LibraryStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(params: StoreParams): LibraryStore;
}

const requireStore = createRequire(__filename);
const LocalStore = requireStore('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache: number,
) => LibraryStore;
const RedisStore = requireStore('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => LibraryStore;

/**
 * Counts in Redis while the bus is `shared`, so every instance sees one count; in this process's memory otherwise.
 * A Redis call that fails (timeout, connection lost before the bus noticed) is answered from memory, so a request
 * never waits on or fails because of Redis. Counts made alone are not merged back when Redis returns.
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly bus: ClusterBus,
    private readonly shared: LibraryStore,
    private readonly local: LibraryStore,
    private readonly cache: number,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.#count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.#count('read', key, callback, timeWindow, max);
  }

  child(routeOptions: object): FallbackStore {
    const params = routeOptions as StoreParams;
    const childParams: StoreParams = {
      ...params,
      cache: params.cache ?? this.cache,
      // `createRateLimit` passes no route: the Redis child would name its keys "…undefinedundefined-…".
      routeInfo: { method: '', url: '', ...params.routeInfo },
    };
    return new FallbackStore(this.bus, this.shared.child(childParams), this.local.child(childParams), this.cache);
  }

  #count(method: StoreMethod, key: string, callback: Callback, timeWindow: number, max: number): void {
    const counted = (store: LibraryStore, then: Callback) => store[method](key, then, timeWindow, max);
    if (this.bus.state === 'shared') {
      counted(this.shared, (error, result) => (error ? counted(this.local, callback) : callback(null, result)));
    } else counted(this.local, callback);
  }
}

/**
 * The rate-limit store for `app.cluster`: counters shared over Redis (under `<REDIS_KEY_PREFIX>rate-limit:`), in
 * memory while Redis is away. `undefined` without REDIS_URL: the library's own in-memory store, as for one process.
 * `cache` is how many counters one instance keeps in memory (the least recently used go first).
 */
export function clusterRateLimitStore(
  bus: ClusterBus,
  { cache }: { cache: number },
): FastifyRateLimitStoreCtor | undefined {
  if (!bus.redis) return undefined;
  const redis = bus.redis.commands;
  const namespace = `${bus.keyPrefix}rate-limit:`;
  return class extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding, exponentialBackoff } = options as StoreParams;
      super(
        bus,
        new RedisStore(continueExceeding, exponentialBackoff, redis, namespace),
        new LocalStore(continueExceeding, exponentialBackoff, cache),
        cache,
      );
    }
  };
}
