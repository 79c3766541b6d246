import { useEffect, useLayoutEffect, useRef } from 'react';

const PAST_THE_ELEMENT_PX = 1_000_000;

/**
 * Calls `loadMore` when the returned element comes near the viewport or is scrolled past it (infinite scroll): once
 * per arrival. A jump to the end (even one that lands below the list, past the element) loads one page; the next
 * needs the visitor to reach the end again (the new cards push the element below the viewport first). The observer
 * lives as long as `enabled`, so a new `loadMore` (it changes while a page loads) does not fire it again.
 */
export function useLoadMoreWhenVisible(loadMore: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latestLoadMore = useRef(loadMore);
  useLayoutEffect(() => {
    latestLoadMore.current = loadMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled) return;
    let wasReached = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const reached = entries.some((entry) => entry.isIntersecting);
        if (reached && !wasReached) latestLoadMore.current();
        wasReached = reached;
      },
      // The area watched reaches far above the viewport, so a jump past the element counts as reaching it (the
      // observer reports only crossings, and a jump from below to above the viewport would cross nothing).
      { rootMargin: `${PAST_THE_ELEMENT_PX}px 0px 100px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}
