import { pageAfterSignOut } from './signOut';

describe('pageAfterSignOut (SPEC §4)', () => {
  it.each([
    ['/korpa', { reload: true }],
    ['/admin-panel', { goTo: '/prijava' }],
    ['/korisnik', { goTo: '/' }],
    ['/korisnik/narudzbe/4', { goTo: '/' }],
    ['/webshop', null],
    ['/korisnikx', null],
  ])('%s → %j', (path, expected) => {
    expect(pageAfterSignOut(path)).toEqual(expected);
  });
});
