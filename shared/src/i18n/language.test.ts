import { languageFromPath } from './language';

describe('languageFromPath', () => {
  it.each([
    ['/', 'sr'],
    ['/o-nama', 'sr'],
    ['/webshop/televizori,-audio,-video', 'sr'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/about', 'en'],
    ['/en/services', 'en'],
    ['/usluge', 'sr'],
    ['/proizvod/en-router', 'sr'],
    ['/english', 'sr'],
  ])('%s is %s', (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });
});
