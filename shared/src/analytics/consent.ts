import { useSyncExternalStore } from 'react';

/** SPEC §3 cookie preference: every cookie, or only the ones the site needs to work. */
export type CookieConsent = 'all' | 'necessary';

export const CONSENT_COOKIE = 'cookiePreferences';
/** SPEC §9: the choice is kept 60 days. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;
/** SPEC §9: with no stored choice the banner appears after 2 s. */
export const COOKIE_BANNER_DELAY_MS = 2_000;

/** The stored choice in a `document.cookie` string, or null when there is none (or it is not one we wrote). */
export function parseConsent(cookies: string): CookieConsent | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'all' || value === 'necessary')) return value;
  }
  return null;
}

let bannerReopened = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function readConsent(): CookieConsent | null {
  return typeof document === 'undefined' ? null : parseConsent(document.cookie);
}

/** Stores the choice for 60 days and closes the banner. Prefer `chooseCookieConsent`, which also applies it. */
export function storeConsent(consent: CookieConsent) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // The Cookie Store API is missing in Firefox and Safari; this is one fixed, already-safe value.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${CONSENT_COOKIE}=${consent}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  bannerReopened = false;
  notify();
}

/** The footer's "manage cookies" link: shows the banner again at once, whatever was chosen before. */
export function openCookieBanner() {
  bannerReopened = true;
  notify();
}

export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}

/** True while the visitor asked to see the banner again (the delay applies only to a first visit). */
export function useCookieBannerReopened(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => bannerReopened,
    () => false,
  );
}
