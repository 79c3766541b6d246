/** Networks whose visitors the social pixel may count (SPEC §4 data loading). */
const SOCIAL_HOSTS = [
  'facebook.com',
  'fb.com',
  'fb.me',
  'instagram.com',
  'messenger.com',
  't.co',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'lnkd.in',
  'tiktok.com',
  'youtube.com',
  'pinterest.com',
  'reddit.com',
];
const FLAG_KEY = 'socialVisitor';

/** A `fbclid` in the query, or a referrer on a social network (or one of its subdomains). */
export function isSocialArrival(search: string, referrer: string): boolean {
  if (new URLSearchParams(search).has('fbclid')) return true;
  if (!referrer) return false;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return false;
  }
  return SOCIAL_HOSTS.some((social) => host === social || host.endsWith(`.${social}`));
}

/** Flags this tab's visit when it arrived from a social network; the flag lasts for the browsing session. */
export function flagSocialVisitor(): boolean {
  if (!isSocialArrival(window.location.search, document.referrer)) return false;
  try {
    window.sessionStorage.setItem(FLAG_KEY, '1');
  } catch {
    // Storage may be blocked; the visit still counts for this page.
  }
  socialThisPage = true;
  return true;
}

let socialThisPage = false;

export function isSocialVisitor(): boolean {
  if (socialThisPage) return true;
  try {
    return window.sessionStorage.getItem(FLAG_KEY) === '1';
  } catch {
    return false;
  }
}
