import type { EmblaCarouselType } from 'embla-carousel';
import { type RefObject, useEffect, useState } from 'react';
import { PHONE_GALLERY_QUERY } from '../lib/galleryLayout';

/**
 * Turns the already rendered slides inside `viewport` into a looping swipe carousel (embla). The library is loaded
 * after the first paint, and only while the phone layout is shown: the first image is on screen (and is the page's
 * largest paint) before any carousel code runs, and no element is replaced when it arrives.
 */
export function useLoopingCarousel(viewport: RefObject<HTMLElement | null>) {
  const [carousel, setCarousel] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    const phone = window.matchMedia(PHONE_GALLERY_QUERY);
    let created: EmblaCarouselType | undefined;
    let loading = false;
    let cancelled = false;
    const start = () => {
      if (loading || !phone.matches) return;
      loading = true;
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
    };
    start();
    // A window that starts wide gets its carousel when it is narrowed to the phone layout.
    phone.addEventListener('change', start);
    return () => {
      cancelled = true;
      phone.removeEventListener('change', start);
      created?.destroy();
    };
  }, [viewport]);

  return { ready: carousel !== undefined, selected, scrollTo: (index: number) => carousel?.scrollTo(index) };
}
