import type { RemoteModuleId } from './remoteModules';

/**
 * The remote modules the shell shows outside the route table's pages. Written here, beside the route table, because
 * the release check (api/src/release) must know every module the live shell loads, not only the pages.
 */
export const SHELL_SLOTS = {
  /** In the header on every page. */
  searchBox: 'catalog/SearchBox',
  /** On the home page, and rendered with it on the server. */
  homeHighlights: 'catalog/HomeHighlights',
} as const satisfies Record<string, RemoteModuleId>;
