import { useEffect } from 'react';
import { useServerHead } from '../ssr/serverHead';

/** The site's name: every tab title ends with it, and a page without a title of its own shows it alone. */
export const SITE_NAME = 'IT Shop';

export function pageTitle(title?: string | null): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * The one way a page sets the tab title ("Laptopi | IT Shop"), in the shell and in every remote. Pass undefined while
 * the name is loading: the shell's default (the site name, set as a layout effect before this runs) stays until then.
 */
export function usePageTitle(title: string | null | undefined) {
  // During a server render the title goes into the request's head (effects do not run there).
  const serverHead = useServerHead();
  if (serverHead && title) serverHead.title = pageTitle(title);
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}
