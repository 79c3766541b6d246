import { useMediaQuery } from '@shop/shared/ui';
import { useHydrated } from './useHydrated';

/**
 * Whether a CSS media query matches, or `undefined` while that is not known: on the server and while the browser
 * hydrates its HTML. What shows at first paint must therefore come from CSS alone; this lets a component drop, once
 * hydrated, the parts its CSS already hides on this screen (so no one sees a change).
 */
export function useMediaMatch(query: string): boolean | undefined {
  const matches = useMediaQuery(query);
  return useHydrated() ? matches : undefined;
}
