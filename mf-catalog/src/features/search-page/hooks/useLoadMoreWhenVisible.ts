import { useEffect, useRef } from 'react';

/** Calls `loadMore` when the returned element scrolls near the viewport (infinite scroll). */
export function useLoadMoreWhenVisible(loadMore: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '100px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, enabled]);
  return sentinel;
}
