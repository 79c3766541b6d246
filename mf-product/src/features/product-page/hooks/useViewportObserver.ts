import { type RefObject, useEffect, useState } from 'react';

/** Whether the element intersects the viewport grown by `rootMargin`; undefined on the server and until measured. */
function useIntersecting(ref: RefObject<Element | null>, rootMargin: string): boolean | undefined {
  const [intersecting, setIntersecting] = useState<boolean>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => entry && setIntersecting(entry.isIntersecting), {
      rootMargin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return intersecting;
}

/** Whether the element is on screen now. */
export function useIsOnScreen(ref: RefObject<Element | null>): boolean | undefined {
  return useIntersecting(ref, '0px');
}

/**
 * Whether the page has been scrolled down to the element (it is on screen or above it). Observed against the viewport
 * grown far upwards, so a jump from before it to past it still counts.
 */
export function useIsScrolledTo(ref: RefObject<Element | null>): boolean | undefined {
  return useIntersecting(ref, '100000px 0px 0px 0px');
}
