import { type RemoteModuleId, ROUTES } from '@shop/shared/site';
import type { ComponentType } from 'react';
import { NotFoundPage } from '../pages/NotFoundPage';
import { shellPage } from './shellPages';

/**
 * What the router mounts on a path: a page the shell owns or a module a remote exposes. `confirmKey`: React Router
 * reads a segment like `:product-loyalty` as one parameter matching ANY segment, so the page first confirms with the
 * shared matcher (which checks the `-loyalty` suffix) that the path is this row's, else it shows not-found.
 */
export type ShellRoute =
  | { path: string; page: ComponentType; remote?: never }
  | { path: string; remote: RemoteModuleId; page?: never; confirmKey?: string };

/** A segment that is a parameter with a fixed suffix: `:product-loyalty`. */
const PARTIAL_SEGMENT = /:[A-Za-z]\w*[^\w/]/;

/**
 * The shell's routes, read from the one route table (`ROUTES` in @shop/shared/site): every row in Serbian and, where
 * it has one, English; any other path shows the not-found page. To add a route, add a row there. A remote may own
 * sub-routes under its prefix (`/webshop/*`).
 */
export const routeTable: ShellRoute[] = [
  ...ROUTES.flatMap((row) => {
    const paths = 'en' in row ? [row.sr, row.en] : [row.sr];
    return paths.map((path): ShellRoute => {
      if (!('remote' in row)) return { path, page: shellPage(row.key) };
      return PARTIAL_SEGMENT.test(path)
        ? { path, remote: row.remote, confirmKey: row.key }
        : { path, remote: row.remote };
    });
  }),
  { path: '*', page: NotFoundPage },
];
