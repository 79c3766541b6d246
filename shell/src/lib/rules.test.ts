import { languageFromPath } from '@shop/shared/i18n';
import { visibleCategoryCount } from '../layout/breakpoints';
import { initialsOf } from './initials';
import { itemCount, pluralForm } from './plural';

describe('initialsOf', () => {
  it.each([
    ['Amra Hadžić', 'AH'],
    ['marko petrović jović', 'MP'],
    ['  Šemsa  ', 'Š'],
    ['ćiro đurić', 'ĆĐ'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

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

describe('languageFromPath', () => {
  it.each([
    ['/en/', 'en'],
    ['/en/services', 'en'],
    ['/usluge', 'sr'],
    ['/', 'sr'],
  ])('%s is %s', (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });
});
