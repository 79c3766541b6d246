import { languagePaths, normalizePath } from '@shop/shared/site';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { setHeadLinks } from './head';

/**
 * On every page: a canonical link, and for pages with an English twin (the shop's too) the hreflang alternates (sr, en, x-default)
 * that tell search engines the two pages are translations of each other.
 */
export function useAlternateLinks() {
  const { pathname } = useLocation();
  useEffect(() => {
    const origin = window.location.origin;
    const page = languagePaths(pathname);
    const canonical = { rel: 'canonical', href: origin + normalizePath(pathname) };
    if (!page) {
      setHeadLinks([canonical]);
      return;
    }
    setHeadLinks([
      canonical,
      { rel: 'alternate', hreflang: 'sr', href: origin + page.sr },
      { rel: 'alternate', hreflang: 'en', href: origin + page.en },
      { rel: 'alternate', hreflang: 'x-default', href: origin + page.sr },
    ]);
  }, [pathname]);
}
