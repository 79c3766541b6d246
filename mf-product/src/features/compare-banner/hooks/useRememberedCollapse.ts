import { useCallback, useState, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'shop.compareBanner.collapsed';

function readCollapsed(): boolean | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === null ? undefined : stored === 'true';
  } catch {
    return undefined; // storage blocked (private mode, policy): fall back to the default
  }
}

function storeCollapsed(collapsed: boolean) {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(collapsed));
  } catch {
    // Not remembered then; the banner still works for this page.
  }
}

/** Only this hook writes the stored choice, and it keeps what it wrote in state too: nothing to subscribe to. */
const subscribeNever = () => () => {};

/**
 * Whether the compare banner is collapsed, remembered across reloads so a shopper who folded it away does not have
 * it open over the page again. Without a remembered choice it starts as `collapsedByDefault`. Storage is read through
 * `useSyncExternalStore`, never in a render on the server (where nothing is remembered).
 */
export function useRememberedCollapse(collapsedByDefault: boolean) {
  const remembered = useSyncExternalStore(subscribeNever, readCollapsed, () => undefined);
  // This page's choice wins even when storage refused it.
  const [chosen, setChosen] = useState<boolean>();
  const collapsed = chosen ?? remembered ?? collapsedByDefault;
  const setCollapsed = useCallback((value: boolean) => {
    storeCollapsed(value);
    setChosen(value);
  }, []);
  return [collapsed, setCollapsed] as const;
}
