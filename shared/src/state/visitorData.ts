import { useHydrated } from '../ssr/hydrated';

/**
 * This visitor's own data (who they are, their cart, their compare list), or undefined while React hydrates the
 * server's HTML. The server renders every page for an anonymous visitor; a part hydrated after the visitor's answers
 * arrived (a remote that loaded late) would otherwise render other markup than the server's (React error #418).
 * React renders the part again with the data as soon as it is hydrated.
 */
export function useVisitorData<T>(data: T): T | undefined {
  return useHydrated() ? data : undefined;
}
