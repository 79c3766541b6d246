export {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  COOKIE_BANNER_DELAY_MS,
  type CookieConsent,
  openCookieBanner,
  readConsent,
  useCookieBannerReopened,
  useCookieConsent,
} from './consent';
export { ANALYTICS_SCRIPT_ID, PIXEL_SCRIPT_ID } from './scripts';
export { chooseCookieConsent, shouldSendPageView, startAnalytics, trackPageView, trackPixelEvent } from './track';
