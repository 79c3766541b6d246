import { nameLengthForWidth, truncateName } from './truncateName';

describe('compare slot names (SPEC §2)', () => {
  it.each([
    [320, 25],
    [599, 25],
    [600, 33],
    [899, 33],
    [900, 40],
    [1899, 40],
    [1900, 80],
    [2560, 80],
  ])('a %d px window shows %d characters', (width, length) => {
    expect(nameLengthForWidth(width)).toBe(length);
  });

  it('cuts longer names and marks the cut', () => {
    const name = 'Lenovo ThinkPad E14 Gen 5 Intel Core i7-1355U 16GB 1TB';
    expect(truncateName(name, 500)).toBe('Lenovo ThinkPad E14 Gen 5...');
    expect(truncateName(name, 1000)).toBe(`${name.slice(0, 40)}...`);
    expect(truncateName(name, 2000)).toBe(name);
  });

  it('leaves a name of exactly the length alone', () => {
    expect(truncateName('x'.repeat(25), 500)).toBe('x'.repeat(25));
  });
});
