import type { AddressInfo } from 'node:net';
import { type RemotesConfig, releasesKey } from '@shop/shared/contracts';
import { languageFromPath } from '@shop/shared/i18n/core';
import { SHELL_SLOTS } from '@shop/shared/site';
import type { ServerRenderer } from '@shop/shared/ssr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerRenderConfig } from '../config';
import { PrecompressedBody } from '../http/compression';
import { TaggedTtlCache } from '../lib/tagged-ttl-cache';
import { type ReleaseSnapshot, remotesWithReleases } from '../modules/releases';
import { liveShellDir } from '../static/dist-folders';
import { readShellHtml } from '../static/shell-html';
import { pageUrlOf } from './page-cache-key';
import { pageDocument } from './page-document';
import { RemoteReleases } from './remote-releases';
import { RenderGate } from './render-gate';
import { inPageLanguage, serverApiTransport } from './server-api';
import { loadServerRenderer } from './server-renderer';

export interface RenderedDocument {
  status: number;
  /** The HTML and its brotli and gzip forms, compressed once per cached page. */
  body: PrecompressedBody;
}

/** What a route adds to the rendered page before it is cached (the product page's SEO head). */
export type FinishPage = (html: string) => string;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The server-rendered HTML of a navigation (decision 011), or undefined where the page is left to the browser
     * (no server build, rendering off, the shell redeployed since start, or the render failed): the caller then sends
     * the shell's index.html as before. `finish` must depend on the URL only: its result is cached with the page.
     */
    renderPage(request: FastifyRequest, finish?: FinishPage): Promise<RenderedDocument | undefined>;
  }
}

export interface ServerRenderOptions extends ServerRenderConfig {
  staticRoot: string;
  remotes: RemotesConfig;
  siteUrl: string;
}

/** Where this server can be reached from itself, for the Node federation runtime's HTTP fetches of remote code. */
function ownOrigin(app: FastifyInstance): string | undefined {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return undefined;
  if (address.family === 'IPv6')
    return `http://[${address.address === '::' ? '::1' : address.address}]:${address.port}`;
  return `http://${address.address === '0.0.0.0' ? '127.0.0.1' : address.address}:${address.port}`;
}

interface LiveShell {
  /** Its release, undefined for `shell/dist`. */
  release: string | undefined;
  dir: string;
  renderer: ServerRenderer;
  /** The index.html built with this bundle: a shell redeployed in place later is served as is until a restart. */
  template: string;
}

export default fp(
  async (app, options: ServerRenderOptions) => {
    /** The shell's server build of a release (or of `shell/dist`), or undefined where it has none or does not load. */
    async function loadShell(release: string | undefined): Promise<LiveShell | undefined> {
      const dir = liveShellDir(options.staticRoot, release);
      const renderer = await loadServerRenderer(dir).catch((error: unknown) => {
        app.log.error({ err: error, release }, 'the shell server build does not load: pages render in the browser');
        return undefined;
      });
      return renderer && { release, dir, renderer, template: await readShellHtml(dir) };
    }
    let shell = options.enabled ? await loadShell(app.liveReleases.snapshot.shell) : undefined;
    // Anonymous renders only, so one visitor's page is every visitor's page (per path, the query parameters the page
    // reads, and the releases).
    const cache = new TaggedTtlCache<RenderedDocument>({
      ttlMs: app.cluster.cacheTtl(options.cacheTtlMs),
      maxEntries: Math.max(1, options.cacheEntries),
    });
    app.onCatalogChange(() => cache.clear());
    const gate = new RenderGate();
    let releases: RemoteReleases | undefined;
    /** The snapshot pages are rendered with; during a switch the older one, so a page errs toward a full reload. */
    let renderedReleases = releasesKey(app.liveReleases.snapshot);

    /** A switch of the live releases (decision 020): the shell's server build, then the remotes, between renders. */
    async function follow(snapshot: ReleaseSnapshot): Promise<void> {
      if (!options.enabled) return;
      if (shell?.release !== snapshot.shell) {
        const next = await loadShell(snapshot.shell);
        await gate.switch(() => {
          shell = next;
          if (releases) next?.renderer.registerServerRemotes(releases.serverRemotes, true);
          cache.clear();
        });
      }
      await releases?.refresh(remotesWithReleases(options.remotes, snapshot));
      renderedReleases = releasesKey(snapshot);
    }

    app.addHook('onListen', async () => {
      const origin = ownOrigin(app);
      if (!shell || !origin) return;
      globalThis.__shopServerApi = serverApiTransport(app, options.siteUrl);
      releases = new RemoteReleases(
        remotesWithReleases(options.remotes, app.liveReleases.snapshot),
        origin,
        (redeployed, commit) =>
          gate.switch(() => {
            commit();
            shell?.renderer.registerServerRemotes(redeployed, true);
            cache.clear();
          }),
        app.log,
      );
      await releases.refresh();
      shell.renderer.registerServerRemotes(releases.serverRemotes);
      releases.start(options.remotePollMs);
      app.liveReleases.onChange(follow);
    });
    app.addHook('onClose', async () => releases?.stop());

    app.decorate('renderPage', async (request: FastifyRequest, finish: FinishPage = (html) => html) => {
      if (!releases || !shell || (await readShellHtml(shell.dir)) !== shell.template) return undefined;
      const url = pageUrlOf(request.url);
      const pathname = url.split('?', 1)[0] ?? '/';
      try {
        // One snapshot per page: the shell and remotes registered while this render runs are the ones it names.
        return await gate.run(async () => {
          const live = releases as RemoteReleases;
          // A shell switch whose Node build did not load leaves pages to the browser.
          if (!shell) return undefined;
          const { renderer, template, release } = shell;
          const render = async () => {
            // The API calls this render makes ask in the page's language (decision 007).
            const page = await inPageLanguage(languageFromPath(pathname), () =>
              renderer.render({ url, timeoutMs: options.timeoutMs }),
            );
            const assets = page.modules.map((id) => live.assetsOf(id));
            // The header's search box loads on every page, soon after it is shown.
            const manifests = live.manifestsOf([...page.modules, SHELL_SLOTS.searchBox]);
            const html = pageDocument({
              template,
              page,
              pathname,
              origin: request.siteOrigin(),
              remotes: live.remotes,
              releases: renderedReleases,
              assets,
              manifests,
            });
            return { value: { status: page.status, body: new PrecompressedBody(finish(html)) }, tags: [] };
          };
          if (options.cacheEntries === 0) return (await render()).value;
          return await cache.getOrLoad(`${release ?? '-'}|${live.key}|${url}`, render);
        });
      } catch (error) {
        request.log.error({ err: error }, 'server render failed: the page renders in the browser');
        return undefined;
      }
    });
  },
  { name: 'server-render', dependencies: ['catalog-changes', 'site-origin', 'live-releases'] },
);
