import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React hydrates the server's HTML (and on the server), true in every render after: the one way to render
 * exactly the server's markup first and the browser's afterwards.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
