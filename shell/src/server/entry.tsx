import { languageFromPath } from '@shop/shared/i18n';
import type { RemoteModuleId } from '@shop/shared/site';
import {
  type PagePrefetch,
  type RenderedPage,
  type ServerHead,
  ServerHeadContext,
  type ServerRenderer,
} from '@shop/shared/ssr';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from '../App';
import { prefetchLayout } from '../layout/prefetchLayout';
import { createQueryClient } from '../queryClient';
import { appRoutes } from '../routes/appRoutes';
import { pageModules } from './pageModules';
import { renderToHtml } from './renderToHtml';
import { loadRemote, registerServerRemotes } from './serverFederation';
import { withTimeout } from './withTimeout';

/**
 * The shell's server renderer (decision 011), built for Node into `shell/dist/server/index.js` and loaded by the API
 * at start. It renders one page per call, anonymously (no visitor's data ever enters it), into HTML the browser
 * hydrates. Everything per request (QueryClient, router, head) is made inside `render`. The API calls it through
 * the `ServerRenderer` contract in @shop/shared/ssr.
 */
const handler = createStaticHandler(appRoutes());

export { registerServerRemotes };

export const render: ServerRenderer['render'] = async ({ url, timeoutMs }): Promise<RenderedPage> => {
  const pageUrl = new URL(url, 'http://shop.invalid');
  const language = languageFromPath(pageUrl.pathname);
  const queryClient = createQueryClient();
  const context = { queryClient, url: pageUrl, language };

  const deadline = Date.now() + timeoutMs;
  const withinDeadline = <T,>(work: Promise<T>) => withTimeout(work, deadline - Date.now());

  const loaded = await Promise.all(
    pageModules(pageUrl.pathname).map(async (id) => {
      try {
        const module = await withinDeadline(loadRemote<{ prefetch?: PagePrefetch }>(id));
        await withinDeadline(module?.prefetch?.(context) ?? Promise.resolve()).catch((error) =>
          console.error(`[ssr] ${id} prefetch failed; the browser fetches instead`, error),
        );
        return id;
      } catch (error) {
        console.error(`[ssr] ${id} could not be loaded on the server; the browser renders it`, error);
        return undefined;
      }
    }),
  );
  await withinDeadline(prefetchLayout(context)).catch((error) => console.error('[ssr] layout prefetch failed', error));

  const routing = await handler.query(new Request(pageUrl));
  if (routing instanceof Response) throw new Error(`unexpected router response ${routing.status}`);
  const router = createStaticRouter(handler.dataRoutes, routing);
  const head: ServerHead = {};
  const { html, failedParts } = await renderToHtml(
    <ServerHeadContext.Provider value={head}>
      <App queryClient={queryClient}>
        {/* hydrate={false}: no inline hydration script (the CSP forbids it); there are no loaders to hand over. */}
        <StaticRouterProvider router={router} context={routing} hydrate={false} />
      </App>
    </ServerHeadContext.Provider>,
    Math.max(1, deadline - Date.now()),
  );
  return {
    status: head.status ?? 200,
    html,
    head,
    queryState: dehydrate(queryClient),
    modules: loaded.filter((id): id is RemoteModuleId => id !== undefined),
    failedParts,
  };
};
