import type { EmblaCarouselType } from 'embla-carousel';
import { type RefObject, useEffect, useState } from 'react';

/**
 * Turns the already rendered slides inside `viewport` into a looping swipe carousel (embla). The library is loaded
 * after the first paint: the first image is on screen (and is the page's largest paint) before any carousel code
 * runs, and no element is replaced when it arrives.
 */
export function useLoopingCarousel(viewport: RefObject<HTMLElement | null>) {
  const [carousel, setCarousel] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    let created: EmblaCarouselType | undefined;
    let cancelled = false;
    import('embla-carousel').then(
      ({ default: EmblaCarousel }) => {
        if (cancelled || !viewport.current) return;
        created = EmblaCarousel(viewport.current, { loop: true });
        created.on('select', (api) => setSelected(api.selectedScrollSnap()));
        setCarousel(created);
      },
      // Without the library the first image stays, and the dots still pick images (see scrollTo below).
      (error: unknown) => console.warn('[gallery] carousel not loaded', error),
    );
    return () => {
      cancelled = true;
      created?.destroy();
    };
  }, [viewport]);

  return { ready: carousel !== undefined, selected, scrollTo: (index: number) => carousel?.scrollTo(index) };
}
