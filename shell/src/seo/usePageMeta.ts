import { useServerHead } from '@shop/shared/ssr';
import { pageTitle } from '@shop/shared/ui';
import { useLayoutEffect } from 'react';
import { setMetaDescription } from './head';

/**
 * A shell page's title ("… | IT Shop") and meta description, set when it is shown. A layout effect, so that on a
 * remote's route this default lands before the remote's own `usePageTitle` (a passive effect) replaces it.
 */
export function usePageMeta(title: string, description: string) {
  const serverHead = useServerHead();
  if (serverHead) {
    // A remote's own title (set while it renders, below this) wins over this default.
    serverHead.title ??= pageTitle(title);
    serverHead.description = description;
  }
  useLayoutEffect(() => {
    document.title = pageTitle(title);
    setMetaDescription(description);
  }, [title, description]);
}
