import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { waitFor } from '../faults/wait';
import { describeWithRedis, TEST_REDIS_URL, testKeyPrefix } from '../test/redis';
import { closedPort } from '../test/tcp-proxy';
import { ClusterBus } from './cluster-bus';
import { clusterRateLimitStore } from './rate-limit-store';

const WINDOW_MS = 60_000;
const MAX = 3;
const silentLog = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;

type Counter = { current: number; ttl: number };

/** A limiter's store as `app.createRateLimit` makes it: the plugin's store, then a child without a route. */
function limiterStore(bus: ClusterBus): FastifyRateLimitStore {
  const Store = clusterRateLimitStore(bus, { cache: 100 });
  if (!Store) throw new Error('expected a store for a bus with Redis');
  return new Store({}).child({ routeInfo: {} } as never);
}

function call(store: FastifyRateLimitStore, method: 'incr' | 'read', key: string): Promise<Counter> {
  const target = store as FastifyRateLimitStore & { read: FastifyRateLimitStore['incr'] };
  return new Promise((resolve, reject) =>
    target[method](key, (error, result) => (error || !result ? reject(error) : resolve(result)), WINDOW_MS, MAX),
  );
}

describe('clusterRateLimitStore without Redis', () => {
  it("leaves the library's in-memory store in place", async () => {
    const bus = new ClusterBus({ redisUrl: null, keyPrefix: 'x:', degradedCacheTtlMs: 1_000, log: silentLog });
    expect(clusterRateLimitStore(bus, { cache: 100 })).toBeUndefined();
    await bus.close();
  });
});

describeWithRedis('clusterRateLimitStore', () => {
  const keyPrefix = testKeyPrefix();
  const buses: ClusterBus[] = [];
  const openBus = async (redisUrl: string, state: ClusterBus['state']) => {
    const bus = new ClusterBus({ redisUrl, keyPrefix, degradedCacheTtlMs: 1_000, log: silentLog });
    buses.push(bus);
    await waitFor(`bus ${state}`, async () => bus.state === state, 5_000, 20);
    return bus;
  };
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL as string);
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts in Redis, under the shop prefix, once for every instance', async () => {
    const a = limiterStore(await openBus(TEST_REDIS_URL as string, 'shared'));
    const b = limiterStore(await openBus(TEST_REDIS_URL as string, 'shared'));

    expect((await call(a, 'incr', 'signIn:ip:10.0.0.1')).current).toBe(1);
    expect((await call(b, 'incr', 'signIn:ip:10.0.0.1')).current).toBe(2);
    expect(await call(a, 'read', 'signIn:ip:10.0.0.1')).toEqual({ current: 2, ttl: expect.any(Number) });
    expect(await redis.keys(`${keyPrefix}*`)).toEqual([`${keyPrefix}rate-limit:-signIn:ip:10.0.0.1`]);
  });

  it('counts in memory, per instance, while Redis is unreachable', async () => {
    const unreachable = `redis://127.0.0.1:${await closedPort()}`;
    const a = limiterStore(await openBus(unreachable, 'degraded'));
    const b = limiterStore(await openBus(unreachable, 'degraded'));

    expect((await call(a, 'incr', 'signIn:ip:10.0.0.2')).current).toBe(1);
    expect((await call(a, 'incr', 'signIn:ip:10.0.0.2')).current).toBe(2);
    expect((await call(b, 'incr', 'signIn:ip:10.0.0.2')).current).toBe(1);
    expect((await call(a, 'read', 'signIn:ip:10.0.0.2')).current).toBe(2);
  });

  it('answers from memory when a Redis call fails before the bus noticed the outage', async () => {
    const bus = await openBus(TEST_REDIS_URL as string, 'shared');
    const store = limiterStore(bus);
    expect((await call(store, 'incr', 'signIn:ip:10.0.0.3')).current).toBe(1);

    // The connection goes; the bus still says "shared" until ioredis reports it.
    bus.redis?.commands.disconnect(true);
    expect(bus.state).toBe('shared');
    expect((await call(store, 'incr', 'signIn:ip:10.0.0.3')).current).toBe(1);
    expect((await call(store, 'read', 'signIn:ip:10.0.0.3')).current).toBe(1);
  });
});
