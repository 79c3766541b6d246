import { type RefObject, useEffect, useState } from 'react';

export type ViewportPosition = 'above' | 'in' | 'below';

/** Where an element is against the viewport: scrolled past (above), in view, or still to come (below). */
export function useViewportPosition(ref: RefObject<Element | null>): ViewportPosition | undefined {
  // Unknown on the server and until the browser has measured.
  const [position, setPosition] = useState<ViewportPosition>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (entry.isIntersecting) setPosition('in');
      else setPosition(entry.boundingClientRect.top < 0 ? 'above' : 'below');
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return position;
}
