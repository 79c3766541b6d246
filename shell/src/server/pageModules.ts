import { type RemoteModuleId, ROUTES, type RouteRow, routeOf, SHELL_SLOTS } from '@shop/shared/site';

/** Remote modules a page renders at first paint besides its route's own (the home page's catalogue block). */
const EMBEDDED: Partial<Record<string, RemoteModuleId[]>> = { home: [SHELL_SLOTS.homeHighlights] };

/** The remote modules the server loads (and prefetches) before it renders a path. */
export function pageModules(pathname: string): RemoteModuleId[] {
  const key = routeOf(pathname)?.key;
  const row: RouteRow | undefined = ROUTES.find((route) => route.key === key);
  const own = row?.remote ? [row.remote] : [];
  return [...own, ...(key ? (EMBEDDED[key] ?? []) : [])];
}
