import { type RefObject, useEffect } from 'react';

/**
 * Bars fixed at the bottom of the screen (the compare banner, the product page's buy bar on phones) publish their
 * heights on the page's root element while they show, so whatever else is fixed at the bottom sits above them.
 */
export const BOTTOM_BAR_HEIGHT_VARS = {
  compareBanner: '--compare-banner-height',
  buyBar: '--buy-bar-height',
} as const;
type BottomBar = keyof typeof BOTTOM_BAR_HEIGHT_VARS;

/** A CSS `bottom` that clears the given bars (all of them by default), plus `margin`. */
export function aboveBottomBars(margin = '0px', bars: readonly BottomBar[] = ['compareBanner', 'buyBar']): string {
  const heights = bars.map((bar) => `var(${BOTTOM_BAR_HEIGHT_VARS[bar]}, 0px)`);
  return `calc(${[margin, ...heights].join(' + ')})`;
}

/** Publishes the bar's height (following its size) for as long as the component holding it is mounted. */
export function usePublishedBarHeight(bar: BottomBar, element: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const current = element.current;
    if (!current) return;
    const root = document.documentElement.style;
    const variable = BOTTOM_BAR_HEIGHT_VARS[bar];
    const observer = new ResizeObserver(() => root.setProperty(variable, `${current.offsetHeight}px`));
    observer.observe(current);
    return () => {
      observer.disconnect();
      root.removeProperty(variable);
    };
  }, [bar, element]);
}
