import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/**
 * The window's inner width, re-rendering on resize (layout thresholds of SPEC §9); `undefined` on the server and
 * while hydrating, where no width is known.
 */
export function useWindowWidth(): number | undefined {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => undefined,
  );
}
