import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  it('starts at 30 s and doubles', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits more than an hour, however many attempts failed', () => {
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(10_000)).toBe(3_600_000);
  });
});
