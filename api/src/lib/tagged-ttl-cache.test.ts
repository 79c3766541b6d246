import { TaggedTtlCache } from './tagged-ttl-cache';

describe('TaggedTtlCache', () => {
  let now: number;
  const cache = (maxEntries = 10) => new TaggedTtlCache<string>({ ttlMs: 1000, maxEntries, now: () => now });
  const loader = (value: string, tags: number[] = []) => jest.fn(async () => ({ value, tags }));

  beforeEach(() => {
    now = 0;
  });

  it('loads once and serves the value until the TTL ends', async () => {
    const subject = cache();
    const load = loader('a');
    expect(await subject.getOrLoad('k', load)).toBe('a');
    now = 999;
    expect(await subject.getOrLoad('k', load)).toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    await subject.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const subject = cache();
    const load = loader('a');
    const values = await Promise.all([subject.getOrLoad('k', load), subject.getOrLoad('k', load)]);
    expect(values).toEqual(['a', 'a']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('caches neither undefined results nor failures', async () => {
    const subject = cache();
    expect(await subject.getOrLoad('missing', async () => undefined)).toBeUndefined();
    await expect(subject.getOrLoad('failing', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(subject.size).toBe(0);
  });

  it('evicts the least recently used entry beyond maxEntries', async () => {
    const subject = cache(2);
    await subject.getOrLoad('a', loader('a'));
    await subject.getOrLoad('b', loader('b'));
    await subject.getOrLoad('a', loader('a2')); // touch a: b is now the oldest
    await subject.getOrLoad('c', loader('c'));
    const reloadB = loader('b2');
    expect(await subject.getOrLoad('b', reloadB)).toBe('b2');
    expect(await subject.getOrLoad('c', loader('c2'))).toBe('c');
    expect(subject.size).toBe(2);
  });

  it('drops the entries built from an invalidated tag, and only those', async () => {
    const subject = cache();
    await subject.getOrLoad('page-1', loader('p1', [1, 7]));
    await subject.getOrLoad('page-2', loader('p2', [2]));
    subject.invalidateTag(7);
    expect(await subject.getOrLoad('page-1', loader('p1-new'))).toBe('p1-new');
    expect(await subject.getOrLoad('page-2', loader('p2-new'))).toBe('p2');
  });

  it('drops an entry that is still loading when any tag is invalidated', async () => {
    const subject = cache();
    let finish: (value: { value: string; tags: number[] }) => void = () => {};
    const pending = subject.getOrLoad('k', () => new Promise((resolve) => (finish = resolve)));
    subject.invalidateTag(99);
    finish({ value: 'stale', tags: [1] });
    expect(await pending).toBe('stale');
    expect(await subject.getOrLoad('k', loader('fresh'))).toBe('fresh');
  });
});
