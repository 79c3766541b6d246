import type { FastifyBaseLogger } from 'fastify';
import { describeWithRedis, TEST_REDIS_URL, testKeyPrefix } from '../test/redis';
import { closedPort, startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { ClusterBus, type ClusterState } from './cluster-bus';

const DEGRADED_TTL_MS = 1_000;

/** The log lines a bus writes, by level: state changes are logged once each, never per message. */
function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const write = (level: string) => (first: unknown, second?: unknown) =>
    lines.push({ level, message: String(typeof first === 'string' ? first : second) });
  const log = { info: write('info'), warn: write('warn'), error: write('error'), debug: () => {} };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

async function waitUntil(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${check}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const waitForState = (bus: ClusterBus, state: ClusterState, ms?: number) => waitUntil(() => bus.state === state, ms);

function nextMessage<T>(bus: ClusterBus, topic: 'catalog' | 'chat'): Promise<T> {
  return new Promise((resolve) => bus.subscribe<T>(topic, resolve));
}

describe('ClusterBus without Redis (one process)', () => {
  it('delivers to this instance only, and keeps cache lifetimes as configured', async () => {
    const { log } = recordingLog();
    const bus = new ClusterBus({ redisUrl: null, keyPrefix: 'x:', degradedCacheTtlMs: DEGRADED_TTL_MS, log });
    const received: unknown[] = [];
    bus.subscribe('catalog', (message) => {
      received.push(message);
    });
    await bus.publish('catalog', { products: [1] });
    expect(received).toEqual([{ products: [1] }]);
    expect(bus.state).toBe('single');
    expect(bus.cacheTtl(10_000)()).toBe(10_000);
    await bus.close();
  });
});

describeWithRedis('ClusterBus over Redis', () => {
  const redisPort = Number(new URL(TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').port || 6379);
  const buses: ClusterBus[] = [];
  const open = (redisUrl: string, keyPrefix: string) => {
    const recorded = recordingLog();
    const bus = new ClusterBus({ redisUrl, keyPrefix, degradedCacheTtlMs: DEGRADED_TTL_MS, log: recorded.log });
    buses.push(bus);
    return { bus, lines: recorded.lines };
  };

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  it('delivers a message to every instance once, the sender included', async () => {
    const keyPrefix = testKeyPrefix();
    const a = open(TEST_REDIS_URL as string, keyPrefix).bus;
    const b = open(TEST_REDIS_URL as string, keyPrefix).bus;
    const heardOnA: unknown[] = [];
    a.subscribe('catalog', (message) => {
      heardOnA.push(message);
    });
    const onB = nextMessage(b, 'catalog');
    await Promise.all([waitForState(a, 'shared'), waitForState(b, 'shared')]);

    await a.publish('catalog', { products: [7] });
    await expect(onB).resolves.toEqual({ products: [7] });
    await new Promise((resolve) => setTimeout(resolve, 100)); // A's own copy coming back over Redis is ignored
    expect(heardOnA).toEqual([{ products: [7] }]);
  });

  it('does not hear another shop that shares the Redis under another prefix', async () => {
    const a = open(TEST_REDIS_URL as string, testKeyPrefix()).bus;
    const other = open(TEST_REDIS_URL as string, testKeyPrefix()).bus;
    const heard: unknown[] = [];
    other.subscribe('catalog', (message) => {
      heard.push(message);
    });
    await Promise.all([waitForState(a, 'shared'), waitForState(other, 'shared')]);
    await a.publish('catalog', { structure: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
  });

  it('starts degraded when Redis is unreachable, with short cache lifetimes, and still delivers locally', async () => {
    const { bus, lines } = open(`redis://127.0.0.1:${await closedPort()}`, testKeyPrefix());
    const received: unknown[] = [];
    bus.subscribe('chat', (message) => {
      received.push(message);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bus.state).toBe('degraded');
    expect(bus.cacheTtl(10_000)()).toBe(DEGRADED_TTL_MS);
    await bus.publish('chat', { text: 'hello' });
    expect(received).toEqual([{ text: 'hello' }]);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
  });

  describe('when Redis goes away and comes back', () => {
    let proxy: TcpProxy;
    beforeEach(async () => {
      proxy = await startTcpProxy({ host: '127.0.0.1', port: redisPort });
    });
    afterEach(async () => {
      await proxy.close();
    });

    it('serves alone meanwhile, reports each change of state once, and shares again by itself', async () => {
      const keyPrefix = testKeyPrefix();
      const viaProxy = open(`redis://127.0.0.1:${proxy.port}`, keyPrefix);
      const direct = open(TEST_REDIS_URL as string, keyPrefix).bus;
      const states: ClusterState[] = [];
      viaProxy.bus.onStateChange((state) => states.push(state));
      const heard: unknown[] = [];
      viaProxy.bus.subscribe('catalog', (message) => {
        heard.push(message);
      });
      await Promise.all([waitForState(viaProxy.bus, 'shared'), waitForState(direct, 'shared')]);

      await proxy.cut();
      await waitForState(viaProxy.bus, 'degraded');
      expect(viaProxy.bus.cacheTtl(10_000)()).toBe(DEGRADED_TTL_MS);
      await expect(viaProxy.bus.publish('catalog', { products: [1] })).resolves.toBeUndefined();

      await proxy.restore();
      await waitForState(viaProxy.bus, 'shared', 10_000);
      expect(states).toEqual(['degraded', 'shared']);
      expect(viaProxy.lines.map((line) => line.level)).toEqual(['info', 'warn', 'info']);

      // Subscriptions came back with the connection; what was published meanwhile is gone (hence the state change).
      await direct.publish('catalog', { products: [2] });
      await waitUntil(() => heard.length > 1);
      expect(heard).toEqual([{ products: [1] }, { products: [2] }]);
    });
  });
});
