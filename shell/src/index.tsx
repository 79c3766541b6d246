import './styles/global.css';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { rememberPageReleases } from './federation/releaseWatch';
import { loadRemotesConfig } from './federation/remotesConfig';
import { loadRemote, startFederation } from './federation/runtime';
import { readServerState } from './federation/serverState';
import { createQueryClient } from './queryClient';
import { appRoutes } from './routes/appRoutes';

// With asyncStartup the shared singletons are negotiated before this module runs: no bootstrap file is needed.
async function start() {
  const root = document.getElementById('root');
  if (!root) return;
  const serverState = readServerState();
  const queryClient = createQueryClient();
  const app = (
    <App queryClient={queryClient}>
      <RouterProvider router={createBrowserRouter(appRoutes())} />
    </App>
  );

  if (serverState) {
    // A page the server rendered (decision 011): start from its data and take its HTML over at once. The rendered
    // remote modules start loading now; until one arrives its part stays server HTML, and a click there is replayed
    // by React once it is hydrated (waiting for them first would leave the whole page dead meanwhile).
    startFederation(serverState.remotes, serverState.manifests);
    rememberPageReleases(serverState.releases);
    hydrate(queryClient, serverState.queryState as DehydratedState);
    for (const id of serverState.modules) void loadRemote(id).catch(() => undefined);
    // As a transition, hydration runs in small slices between which the browser stays responsive (a default-priority
    // hydration would be one long task on a slow phone).
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: (error) => console.error('[hydration]', error) });
    });
    return;
  }
  try {
    const { remotes, releases } = await loadRemotesConfig();
    startFederation(remotes);
    rememberPageReleases(releases);
  } catch (error) {
    // Without a config every remote route shows its "unavailable" block; the shell's own pages still work.
    console.error('[federation] could not load /remotes.json', error);
    startFederation({});
  }
  createRoot(root).render(app);
}

void start();
