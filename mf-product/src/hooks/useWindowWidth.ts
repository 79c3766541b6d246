import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** The window's inner width, re-rendering on resize (layout thresholds of SPEC §9). */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth);
}
