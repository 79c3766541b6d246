/** SPEC §9: the desktop header from 900 px; the category bar shows 6 categories from 1024 px, 5 from 900 px. */
export const DESKTOP_MIN_WIDTH = 900;
export const WIDE_MIN_WIDTH = 1024;

export const desktopQuery = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
export const wideQuery = `(min-width: ${WIDE_MIN_WIDTH}px)`;

/** How many categories the bar shows before its toggle: all of them on phones and small tablets. */
export function visibleCategoryCount(width: number, total: number): number {
  if (width >= WIDE_MIN_WIDTH) return Math.min(6, total);
  if (width >= DESKTOP_MIN_WIDTH) return Math.min(5, total);
  return total;
}
