import { formatDate } from './date';

describe('formatDate', () => {
  it('writes the UTC calendar day in the language’s style', () => {
    expect(formatDate('2026-11-03T23:30:00.000Z')).toBe('03.11.2026.');
    expect(formatDate('2026-11-03T23:30:00.000Z', 'en')).toBe('03/11/2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
