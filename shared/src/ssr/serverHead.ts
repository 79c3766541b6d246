import { createContext, useContext } from 'react';

/**
 * What a server render learns about the page's <head> while it renders: the title and description the pages set with
 * `usePageTitle` / `usePageMeta`, and the status of a not-found page. The server passes one object per request
 * (never module state: two visitors render at once); in the browser there is no provider and the hooks set the head
 * with effects instead.
 */
export interface ServerHead {
  title?: string;
  description?: string;
  /** The page's HTTP status when it is not 200 (the not-found page sets 404). */
  status?: number;
}

/** A stateful shared module (decision 006): the shell and every remote must see the same context object. */
export const ServerHeadContext = createContext<ServerHead | null>(null);

/** The request's head during a server render, `null` in the browser. */
export function useServerHead(): ServerHead | null {
  return useContext(ServerHeadContext);
}
