import { type RemoteModuleId, ROUTES } from '@shop/shared/site';
import type { ComponentType } from 'react';
import { NotFoundPage } from '../pages/NotFoundPage';
import { shellPage } from './shellPages';

/** What the router mounts on a path: a page the shell owns or a module a remote exposes. */
export type ShellRoute =
  | { path: string; page: ComponentType; remote?: never }
  | { path: string; remote: RemoteModuleId; page?: never };

/**
 * The shell's routes, read from the one route table (`ROUTES` in @shop/shared/site): every row in Serbian and, where
 * it has one, English; any other path shows the not-found page. To add a route, add a row there. A remote may own
 * sub-routes under its prefix (`/webshop/*`).
 */
export const routeTable: ShellRoute[] = [
  ...ROUTES.flatMap((row) => {
    const paths = 'en' in row ? [row.sr, row.en] : [row.sr];
    return paths.map(
      (path): ShellRoute => ('remote' in row ? { path, remote: row.remote } : { path, page: shellPage(row.key) }),
    );
  }),
  { path: '*', page: NotFoundPage },
];
