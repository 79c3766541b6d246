import { pluralCategory } from './plural';

describe('pluralCategory (CLDR rules: Serbian has three forms, English two)', () => {
  it.each([
    [1, 'one'],
    [21, 'one'],
    [101, 'one'],
    [11, 'other'],
    [2, 'few'],
    [3, 'few'],
    [4, 'few'],
    [22, 'few'],
    [12, 'other'],
    [14, 'other'],
    [5, 'other'],
    [0, 'other'],
    [111, 'other'],
  ] as const)('Serbian %d is %s', (count, form) => {
    expect(pluralCategory(count, 'sr')).toBe(form);
  });

  it.each([
    [1, 'one'],
    [2, 'other'],
    [21, 'other'],
    [0, 'other'],
  ] as const)('English %d is %s', (count, form) => {
    expect(pluralCategory(count, 'en')).toBe(form);
  });
});
