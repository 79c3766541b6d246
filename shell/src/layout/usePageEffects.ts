import { startAnalytics, trackPageView } from '@shop/shared/analytics';
import { languageFromPath } from '@shop/shared/i18n';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { organizationJsonLd } from '../company';
import { addJsonLd } from '../seo/head';
import { useAlternateLinks } from '../seo/useAlternateLinks';

/** What happens around every page: <html lang>, scroll to top, hreflang links, analytics. */
export function usePageEffects() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    startAnalytics();
    addJsonLd('organization-jsonld', organizationJsonLd());
  }, []);

  useEffect(() => {
    document.documentElement.lang = languageFromPath(pathname) === 'en' ? 'en' : 'sr-Latn';
    // SPEC §2: the page scrolls to the top on every path change; not when the first page hydrates, which would throw
    // a visitor who already scrolled the server-rendered page back to the top.
    if (shownPath.current !== pathname) window.scrollTo(0, 0);
    shownPath.current = pathname;
    void trackPageView(pathname);
  }, [pathname]);

  useAlternateLinks();
}
