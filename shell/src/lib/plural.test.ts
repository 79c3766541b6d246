import { itemCount, pluralForm } from './plural';

describe('pluralForm (Serbian has three forms)', () => {
  it.each([
    [1, 'one'],
    [21, 'one'],
    [101, 'one'],
    [11, 'many'],
    [2, 'few'],
    [4, 'few'],
    [22, 'few'],
    [12, 'many'],
    [14, 'many'],
    [5, 'many'],
    [0, 'many'],
    [111, 'many'],
  ])('%d is %s', (count, form) => {
    expect(pluralForm(count, 'sr')).toBe(form);
  });

  it('names the cart contents in both languages', () => {
    expect(itemCount(1, 'sr')).toBe('1 artikal');
    expect(itemCount(3, 'sr')).toBe('3 artikla');
    expect(itemCount(5, 'sr')).toBe('5 artikala');
    expect(itemCount(1, 'en')).toBe('1 item');
    expect(itemCount(2, 'en')).toBe('2 items');
  });
});
