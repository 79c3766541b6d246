/**
 * The compare banner sits fixed at the bottom of every page; while it shows, it sets this custom property on the
 * page's root to its height, so whatever else this remote fixes at the bottom (the product page's buy bar) sits above
 * it: `bottom: var(--compare-banner-height, 0px)`.
 */
export const COMPARE_BANNER_HEIGHT_VAR = '--compare-banner-height';
