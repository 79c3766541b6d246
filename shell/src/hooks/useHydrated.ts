import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False during a server render and while the browser hydrates that HTML; true right after (React re-renders with the
 * browser's value) and on every render of a part mounted later. For what only the browser can know (the screen's
 * width): the first render must match the server's HTML, and the browser's answer follows at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
