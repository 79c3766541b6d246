import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned element comes near the viewport (infinite scroll): once per arrival. A jump to the
 * end loads one page; the next needs the visitor to scroll on (the element leaves the viewport and comes back). The
 * observer lives as long as `enabled`, so a new `loadMore` (it changes while a page loads) does not fire it again.
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
    let wasVisible = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible && !wasVisible) latestLoadMore.current();
        wasVisible = visible;
      },
      { rootMargin: '100px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}
