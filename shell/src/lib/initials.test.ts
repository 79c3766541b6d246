import { initialsOf } from './initials';

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
