import type { ClusterBus } from '../../cluster/cluster-bus';

/** An attempt counted: how many within the window so far (this one included), and how long the window still runs. */
export interface CountedAttempt {
  count: number;
  ttlMs: number;
}

/** How many counters one instance keeps in memory; the oldest go first. */
const LOCAL_COUNTERS = 10_000;

const TAKE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;
const GIVE_BACK = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end
return 0
`;

/**
 * Counters of attempts that are counted before they are tried and given back when they succeed: a sign-in takes its
 * place before the password is checked, so a parallel burst cannot have more passwords checked than the limit, and a
 * successful sign-in does not use up the limit of an office behind one address. In Redis while the bus is `shared`
 * (every instance counts together), in memory otherwise or when a Redis call fails (as the rate-limit store does).
 */
export class AttemptCounter {
  readonly #local = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly bus: ClusterBus) {}

  async take(key: string, windowMs: number): Promise<CountedAttempt> {
    const redis = this.#redis();
    if (redis) {
      try {
        const [count, ttlMs] = (await redis.eval(TAKE, 1, this.#redisKey(key), windowMs)) as [number, number];
        return { count, ttlMs: ttlMs > 0 ? ttlMs : windowMs };
      } catch {
        // Counted here instead, as the rate-limit store does while Redis does not answer.
      }
    }
    return this.#takeLocally(key, windowMs);
  }

  async giveBack(key: string): Promise<void> {
    const redis = this.#redis();
    if (redis) {
      try {
        await redis.eval(GIVE_BACK, 1, this.#redisKey(key));
        return;
      } catch {
        // As in take().
      }
    }
    const counter = this.#local.get(key);
    if (counter && counter.count > 0) counter.count -= 1;
  }

  #redis() {
    return this.bus.state === 'shared' ? this.bus.redis?.commands : undefined;
  }

  #redisKey(key: string): string {
    return `${this.bus.keyPrefix}attempts:${key}`;
  }

  #takeLocally(key: string, windowMs: number): CountedAttempt {
    const now = Date.now();
    let counter = this.#local.get(key);
    if (!counter || counter.resetAt <= now) {
      this.#local.delete(key);
      if (this.#local.size >= LOCAL_COUNTERS) this.#local.delete(this.#local.keys().next().value as string);
      counter = { count: 0, resetAt: now + windowMs };
      this.#local.set(key, counter);
    }
    counter.count += 1;
    return { count: counter.count, ttlMs: counter.resetAt - now };
  }
}
