import { randomBytes } from 'node:crypto';

/**
 * The test runner's Redis (e.g. redis://127.0.0.1:6379), like TEST_MYSQL_URL: suites that need one run only when it
 * is set. `.ci/run` sets it.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

/** `describe` when TEST_REDIS_URL is set, else `describe.skip`. */
export const describeWithRedis = TEST_REDIS_URL ? describe : describe.skip;

/** A key and channel prefix of its own, so suites running side by side on one Redis never meet. */
export function testKeyPrefix(): string {
  return `shop-test-${randomBytes(4).toString('hex')}:`;
}
