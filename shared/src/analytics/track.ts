import { routeOf } from '../site/routes';
import { type CookieConsent, readConsent, storeConsent } from './consent';
import { loadAnalyticsScript, loadPixelScript, removeTrackingScripts } from './scripts';
import { loadSiteConfig } from './siteConfig';
import { flagSocialVisitor, isSocialVisitor } from './socialVisitor';

/** Page views go out only with consent 'all', and never from a route marked `noPageView` (SPEC §4: sign-in, admin). */
export function shouldSendPageView(pathname: string, consent: CookieConsent | null): boolean {
  return consent === 'all' && routeOf(pathname)?.noPageView !== true;
}

/** Loads what consent 'all' allows (when its id is configured), or removes everything for 'necessary'. */
async function applyConsent(consent: CookieConsent | null) {
  if (consent !== 'all') {
    removeTrackingScripts();
    return;
  }
  const config = await loadSiteConfig();
  if (readConsent() !== 'all') return; // changed meanwhile
  if (config.analyticsId) loadAnalyticsScript(config.analyticsId);
  if (config.pixelId && isSocialVisitor()) loadPixelScript(config.pixelId);
}

/** The banner's buttons (SPEC §4): store the choice for 60 days, then load or remove the analytics script. */
export function chooseCookieConsent(consent: CookieConsent) {
  storeConsent(consent);
  void applyConsent(consent).then(() => {
    if (consent === 'all' && isSocialVisitor()) void trackPixelEvent('PageView');
  });
}

/**
 * Once per page load, from the shell: flags a visitor arriving from a social network (and tracks its PageView),
 * and applies a stored 'all' choice.
 */
export function startAnalytics() {
  const social = flagSocialVisitor();
  void applyConsent(readConsent()).then(() => {
    if (social) void trackPixelEvent('PageView');
  });
}

/** One page view for the analytics tool (the shell calls this on every path change). */
export async function trackPageView(pathname: string) {
  if (!shouldSendPageView(pathname, readConsent())) return;
  const config = await loadSiteConfig();
  if (!config.analyticsId || !window.gtag) return;
  window.gtag('event', 'page_view', { page_path: pathname, page_location: window.location.href });
}

/**
 * A social-pixel event, e.g. `trackPixelEvent('AddToCart', { content_name, content_ids, value, currency: 'BAM' })`.
 * Sent only with consent 'all' to a visitor who came from a social network, and only when a pixel id is configured.
 */
export async function trackPixelEvent(name: string, data: Record<string, unknown> = {}) {
  try {
    if (readConsent() !== 'all' || !isSocialVisitor()) return;
    const { pixelId } = await loadSiteConfig();
    if (!pixelId) return;
    loadPixelScript(pixelId);
    window.fbq?.('track', name, data);
  } catch (error) {
    console.error('[analytics] pixel event failed', error);
  }
}
