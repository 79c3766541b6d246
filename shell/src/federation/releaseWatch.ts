import { RELEASES_HEADER } from '@shop/shared/contracts/remote-names';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The releases this page started with (`releasesKey`); undefined when not known (then no reload is forced). */
let pageReleases: string | undefined;

/** Set once at start: from the server-rendered page's data block, or from `/remotes.json`'s header. */
export function rememberPageReleases(key: string | null | undefined): void {
  pageReleases = key ?? undefined;
}

/** Whether a deploy (`pnpm release`, a rollback) changed the live releases since this page loaded. */
async function releasesChangedSinceLoad(): Promise<boolean> {
  if (pageReleases === undefined) return false;
  const response = await fetch('/remotes.json', { method: 'HEAD', cache: 'no-cache' }).catch(() => undefined);
  const live = response?.ok ? response.headers.get(RELEASES_HEADER) : null;
  return live !== null && live !== pageReleases;
}

/** How often an open page asks whether a deploy happened (besides when the visitor comes back to the tab). */
const CHECK_EVERY_MS = 60_000;
/** Set once a deploy was noticed: the next navigation loads in full. */
let deployed = false;

async function checkForDeploy(): Promise<void> {
  if (!deployed) deployed = await releasesChangedSinceLoad();
}

/**
 * Decision 020: a page runs the releases it started with, never a mix, so a page in use keeps loading its own
 * release's lazy chunks. Once it notices a deploy (every minute, and when the visitor returns to the tab), the next
 * navigation loads the page in full: the server renders it with the new releases and the browser loads those.
 */
export function useFullLoadAfterDeploy(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') void checkForDeploy();
    };
    const timer = setInterval(() => void checkForDeploy(), CHECK_EVERY_MS);
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, []);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (deployed) window.location.reload();
  }, [pathname]);
}
