import { visibleCategoryCount } from './breakpoints';

describe('visibleCategoryCount (SPEC §2)', () => {
  it.each([
    [375, 12],
    [899, 12],
    [900, 5],
    [1023, 5],
    [1024, 6],
    [1440, 6],
  ])('at %d px shows %d of 12', (width, count) => {
    expect(visibleCategoryCount(width, 12)).toBe(count);
  });

  it('never shows more than there are', () => {
    expect(visibleCategoryCount(1440, 3)).toBe(3);
  });
});
