import { deriveSeed, Random } from './random';

const draw = (random: Random, count: number) => Array.from({ length: count }, () => random.next());

describe('Random', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(draw(new Random(42), 20)).toEqual(draw(new Random(42), 20));
    expect(draw(new Random(42), 20)).not.toEqual(draw(new Random(43), 20));
  });

  it('stays within bounds', () => {
    const random = new Random(7);
    for (let i = 0; i < 5_000; i++) {
      const value = random.int(3, 9);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(9);
      const float = random.next();
      expect(float).toBeGreaterThanOrEqual(0);
      expect(float).toBeLessThan(1);
    }
  });

  it('reaches every value of a range and honours weights roughly', () => {
    const random = new Random(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
    const heavy = Array.from({ length: 4_000 }, () =>
      random.pickWeighted([
        ['a', 3],
        ['b', 1],
      ] as const),
    );
    const share = heavy.filter((value) => value === 'a').length / heavy.length;
    expect(share).toBeGreaterThan(0.7);
    expect(share).toBeLessThan(0.8);
  });

  it('derives unrelated seeds for neighbouring indexes', () => {
    const seeds = new Set(Array.from({ length: 1_000 }, (_, i) => deriveSeed(123, i)));
    expect(seeds.size).toBe(1_000);
    expect(deriveSeed(123, 5)).toBe(deriveSeed(123, 5));
  });
});
