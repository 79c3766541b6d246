import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { RedisLink } from './redis-link';

/**
 * - `single`: no REDIS_URL. This process is the whole shop; everything stays in memory as before.
 * - `shared`: Redis is connected. Messages reach every instance; rate-limit counters are shared.
 * - `degraded`: REDIS_URL is set but Redis is unreachable. This instance serves alone: short cache TTLs, local
 *   counters, and a faster search sync, until Redis answers again.
 */
export type ClusterState = 'single' | 'shared' | 'degraded';

/** What crosses instances. One Redis channel each (under the key prefix). */
export type ClusterTopic = 'catalog' | 'chat' | 'releases';

type Handler = (message: unknown) => void | Promise<void>;

interface Envelope {
  from: string;
  message: unknown;
}

export interface ClusterBusOptions {
  redisUrl: string | null;
  keyPrefix: string;
  degradedCacheTtlMs: number;
  log: FastifyBaseLogger;
}

/**
 * Messages to every API instance, this one included. `publish` runs this instance's handlers at once (and awaits
 * them), then sends the message over Redis, where the other instances run theirs; an instance ignores its own message
 * coming back. Without Redis (or while it is down) only this instance hears it.
 */
export class ClusterBus {
  readonly instanceId = randomUUID();
  readonly redis: RedisLink | undefined;
  readonly #handlers = new Map<ClusterTopic, Handler[]>();
  readonly #stateListeners: ((state: ClusterState) => void)[] = [];
  readonly #options: ClusterBusOptions;
  #state: ClusterState;
  /** Whether a connection ever failed: only then can messages have been missed (the first connect is no news). */
  #missedAny = false;

  constructor(options: ClusterBusOptions) {
    this.#options = options;
    this.#state = options.redisUrl ? 'degraded' : 'single';
    if (!options.redisUrl) return;
    this.redis = new RedisLink(options.redisUrl, {
      onUp: () =>
        void this.#subscribeAll().then(
          () => this.#enter('shared'),
          // The link dropped again meanwhile: its next `onUp` tries again.
          (error: unknown) => options.log.warn({ err: error }, 'Redis subscribe failed'),
        ),
      onDown: (error) => this.#enter('degraded', error),
    });
    this.redis.subscriber.on('message', (channel: string, raw: string) => this.#receive(channel, raw));
  }

  get state(): ClusterState {
    return this.#state;
  }

  /** Prepended to every Redis key and channel of this shop (REDIS_KEY_PREFIX). */
  get keyPrefix(): string {
    return this.#options.keyPrefix;
  }

  /** Called on every change of state (not at start): caches that may have missed messages drop what they hold. */
  onStateChange(listener: (state: ClusterState) => void): void {
    this.#stateListeners.push(listener);
  }

  subscribe<T>(topic: ClusterTopic, handler: (message: T) => void | Promise<void>): void {
    const handlers = this.#handlers.get(topic);
    if (handlers) handlers.push(handler as Handler);
    else {
      this.#handlers.set(topic, [handler as Handler]);
      // Not connected yet (or Redis is away): `#subscribeAll` subscribes once the link is up.
      if (this.#state === 'shared') this.redis?.subscriber.subscribe(this.#channel(topic)).catch(() => {});
    }
  }

  async publish<T>(topic: ClusterTopic, message: T): Promise<void> {
    await this.#deliver(topic, message);
    if (this.#state !== 'shared' || !this.redis) return;
    const envelope: Envelope = { from: this.instanceId, message };
    await this.redis.commands.publish(this.#channel(topic), JSON.stringify(envelope)).catch((error: unknown) => {
      this.#options.log.warn({ err: error, topic }, 'cluster message not sent: other instances rely on short TTLs');
    });
  }

  /** A cache's lifetime for its entries: as configured, but short while other instances cannot reach us. */
  cacheTtl(configuredMs: number): () => number {
    return () => (this.#state === 'degraded' ? Math.min(configuredMs, this.#options.degradedCacheTtlMs) : configuredMs);
  }

  async close(): Promise<void> {
    await this.redis?.close();
  }

  #channel(topic: ClusterTopic): string {
    return `${this.#options.keyPrefix}${topic}`;
  }

  /** Every topic with a handler, on every (re)connect: a SUBSCRIBE sent while disconnected was refused. */
  async #subscribeAll(): Promise<void> {
    const channels = [...this.#handlers.keys()].map((topic) => this.#channel(topic));
    if (channels.length > 0) await this.redis?.subscriber.subscribe(...channels);
  }

  #enter(state: ClusterState, error?: Error): void {
    if (state === this.#state && state === 'shared') return;
    const previous = this.#state;
    const news = state === 'degraded' || this.#missedAny;
    if (state === 'degraded') this.#missedAny = true;
    this.#state = state;
    if (state === 'shared') this.#options.log.info('Redis connected: this instance shares caches, counters and chat');
    else
      this.#options.log.warn(
        { err: error },
        'Redis unreachable: serving from this instance alone (short cache TTLs, local rate-limit counters) until it returns',
      );
    if (previous !== state && news) for (const listener of this.#stateListeners) listener(state);
  }

  #receive(channel: string, raw: string): void {
    const topic = channel.slice(this.#options.keyPrefix.length) as ClusterTopic;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === this.instanceId) return;
    this.#deliver(topic, envelope.message).catch((error: unknown) =>
      this.#options.log.warn({ err: error, topic }, 'cluster message from another instance failed here'),
    );
  }

  async #deliver(topic: ClusterTopic, message: unknown): Promise<void> {
    await Promise.all((this.#handlers.get(topic) ?? []).map((handler) => handler(message)));
  }
}

/**
 * One message to every instance from a process that is not one (a deploy script): sent over Redis only, at once,
 * in the bus's own envelope. Resolves false when Redis does not take it (the instances' poll then finds the change).
 */
export async function announce(
  options: Pick<ClusterBusOptions, 'redisUrl' | 'keyPrefix'>,
  topic: ClusterTopic,
  message: unknown,
): Promise<boolean> {
  if (!options.redisUrl) return false;
  const { Redis } = await import('ioredis');
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000 });
  try {
    await redis.connect();
    const envelope: Envelope = { from: `script-${randomUUID()}`, message };
    await redis.publish(`${options.keyPrefix}${topic}`, JSON.stringify(envelope));
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
