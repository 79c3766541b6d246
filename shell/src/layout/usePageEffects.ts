import { startAnalytics, trackPageView } from '@shop/shared/analytics';
import { languageFromPath } from '@shop/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { organizationJsonLd } from '../company';
import { addJsonLd } from '../seo/head';
import { useAlternateLinks } from '../seo/useAlternateLinks';

/** What happens around every page: <html lang>, scroll to top, hreflang links, analytics, the language's answers. */
export function usePageEffects() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const queryClient = useQueryClient();
  const language = languageFromPath(pathname);
  const shownLanguage = useRef(language);

  // The API answers in the page's language (names, links): after the switch, what is cached is refetched in the new
  // one rather than shown in the old (query keys hold no language, issue 26).
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void queryClient.invalidateQueries();
  }, [language, queryClient]);

  useEffect(() => {
    startAnalytics();
    addJsonLd('organization-jsonld', organizationJsonLd());
  }, []);

  useEffect(() => {
    document.documentElement.lang = language === 'en' ? 'en' : 'sr-Latn';
    // SPEC §2: the page scrolls to the top on every path change; not when the first page hydrates, which would throw
    // a visitor who already scrolled the server-rendered page back to the top.
    if (shownPath.current !== pathname) window.scrollTo(0, 0);
    shownPath.current = pathname;
    void trackPageView(pathname);
  }, [pathname, language]);

  useAlternateLinks();
}
