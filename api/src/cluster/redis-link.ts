import { Redis } from 'ioredis';

/** How long one Redis command may take: a frozen Redis must not hold a request (the caller falls back instead). */
const COMMAND_TIMEOUT_MS = 500;
/** Reconnect attempts back off to this, and never stop: Redis coming back is picked up by itself. */
const MAX_RECONNECT_DELAY_MS = 1_000;

export interface RedisLinkEvents {
  /** Both connections are ready (first time, or again after an outage). */
  onUp(): void;
  /** A connection was lost or could not be made. */
  onDown(error: Error | undefined): void;
}

/**
 * Two connections to one Redis: `commands` for counters and PUBLISH, and `subscriber`, which Redis's pub/sub mode
 * reserves for SUBSCRIBE. Neither queues commands while disconnected (`enableOfflineQueue: false`): a command fails at
 * once, and the caller serves from this instance alone until the link is up again.
 */
export class RedisLink {
  readonly commands: Redis;
  readonly subscriber: Redis;
  /** `undefined` until the first connection succeeds or fails. */
  #up: boolean | undefined;

  constructor(url: string, events: RedisLinkEvents) {
    const options = {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
      disconnectTimeout: 200,
      retryStrategy: (attempt: number) => Math.min(100 * attempt, MAX_RECONNECT_DELAY_MS),
    };
    this.commands = new Redis(url, options);
    // The subscriber only listens; a command timeout would end its SUBSCRIBE.
    this.subscriber = new Redis(url, { ...options, commandTimeout: undefined });
    let lastError: Error | undefined;
    const update = () => {
      const up = this.commands.status === 'ready' && this.subscriber.status === 'ready';
      // While connecting, only a failure is news: "up" needs both connections ready.
      if (up === this.#up || (!up && this.#up === undefined && lastError === undefined)) return;
      this.#up = up;
      if (up) events.onUp();
      else events.onDown(lastError);
    };
    for (const connection of [this.commands, this.subscriber]) {
      // Without a listener ioredis reports every failed reconnect as an unhandled error.
      connection.on('error', (error: Error) => {
        lastError = error;
        update();
      });
      connection.on('ready', update);
      connection.on('close', update);
      connection.on('end', update);
    }
  }

  get isUp(): boolean {
    return this.#up === true;
  }

  async close(): Promise<void> {
    this.commands.disconnect();
    this.subscriber.disconnect();
  }
}
