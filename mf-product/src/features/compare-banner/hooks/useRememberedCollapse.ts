import { useCallback, useState } from 'react';

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

/**
 * Whether the compare banner is collapsed, remembered across reloads so a shopper who folded it away does not have
 * it open over the page again. Without a remembered choice it starts as `collapsedByDefault`.
 */
export function useRememberedCollapse(collapsedByDefault: boolean) {
  const [remembered, setRemembered] = useState(readCollapsed);
  const collapsed = remembered ?? collapsedByDefault;
  const setCollapsed = useCallback((value: boolean) => {
    storeCollapsed(value);
    setRemembered(value);
  }, []);
  return [collapsed, setCollapsed] as const;
}
