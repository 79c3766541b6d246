import { parseConsent } from './consent';
import { isSocialArrival } from './socialVisitor';
import { shouldSendPageView } from './track';

describe('parseConsent', () => {
  it.each([
    ['cookiePreferences=all', 'all'],
    ['sid=abc; cookiePreferences=necessary; x=1', 'necessary'],
    ['', null],
    ['cookiePreferences=everything', null],
    ['othercookiePreferences=all', null],
  ])('%j is %s', (cookies, consent) => {
    expect(parseConsent(cookies)).toBe(consent);
  });
});

describe('shouldSendPageView', () => {
  it('sends only with consent all', () => {
    expect(shouldSendPageView('/o-nama', 'all')).toBe(true);
    expect(shouldSendPageView('/o-nama', 'necessary')).toBe(false);
    expect(shouldSendPageView('/o-nama', null)).toBe(false);
  });

  it('never sends on the sign-in page or in the admin panel', () => {
    expect(shouldSendPageView('/prijava', 'all')).toBe(false);
    expect(shouldSendPageView('/admin-panel', 'all')).toBe(false);
    expect(shouldSendPageView('/admin-panel/proizvodi', 'all')).toBe(false);
  });
});

describe('isSocialArrival', () => {
  it.each([
    ['?fbclid=IwAR123', '', true],
    ['', 'https://l.facebook.com/l.php?u=x', true],
    ['', 'https://www.instagram.com/', true],
    ['', 'https://t.co/abc', true],
    ['', 'https://www.google.com/', false],
    ['', 'https://notfacebook.com/', false],
    ['?utm_source=news', '', false],
    ['', 'not a url', false],
  ])('search %j, referrer %j → %s', (search, referrer, expected) => {
    expect(isSocialArrival(search, referrer)).toBe(expected);
  });
});
