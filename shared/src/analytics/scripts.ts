/*
 * The third-party tags, added and removed by id. They load only with consent 'all' and a configured id (SPEC §4);
 * choosing 'necessary' removes them again.
 */

export const ANALYTICS_SCRIPT_ID = 'shop-analytics-script';
export const PIXEL_SCRIPT_ID = 'shop-pixel-script';

type Command = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Command;
    fbq?: Command & { queue?: unknown[][]; loaded?: boolean; version?: string; callMethod?: Command };
    _fbq?: Window['fbq'];
  }
}

function addScript(id: string, src: string) {
  if (document.getElementById(id)) return false;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  script.onerror = () => console.error(`[analytics] ${src} failed to load`);
  document.head.appendChild(script);
  return true;
}

/** Google Analytics 4 (gtag.js). Page views are sent by hand on each route change, so automatic ones are off. */
export function loadAnalyticsScript(measurementId: string) {
  if (
    !addScript(ANALYTICS_SCRIPT_ID, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`)
  )
    return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // biome-ignore lint/complexity/noArguments: the documented gtag snippet
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
}

/** The social-ad pixel (Meta): the documented queueing stub, then the real script. */
export function loadPixelScript(pixelId: string) {
  if (window.fbq) return;
  const queue: unknown[][] = [];
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else queue.push(args);
  }) as NonNullable<Window['fbq']>;
  fbq.queue = queue;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq;
  window._fbq = fbq;
  addScript(PIXEL_SCRIPT_ID, 'https://connect.facebook.net/en_US/fbevents.js');
  fbq('init', pixelId);
}

export function removeTrackingScripts() {
  document.getElementById(ANALYTICS_SCRIPT_ID)?.remove();
  document.getElementById(PIXEL_SCRIPT_ID)?.remove();
  delete window.gtag;
  delete window.fbq;
  delete window._fbq;
}
