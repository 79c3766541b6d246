import type { AddressInfo } from 'node:net';
import type { RemotesConfig } from '@shop/shared/contracts';
import { languageFromPath } from '@shop/shared/i18n/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerRenderConfig } from '../config';
import { PrecompressedBody } from '../http/compression';
import { TaggedTtlCache } from '../lib/tagged-ttl-cache';
import { shellDistDir } from '../static/dist-folders';
import { readShellHtml } from '../static/shell-html';
import { pageUrlOf } from './page-cache-key';
import { pageDocument } from './page-document';
import { RemoteReleases } from './remote-releases';
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

export default fp(
  async (app, options: ServerRenderOptions) => {
    const shellDir = shellDistDir(options.staticRoot);
    const renderer = options.enabled
      ? await loadServerRenderer(shellDir).catch((error: unknown) => {
          app.log.error({ err: error }, 'the shell server build does not load: pages render in the browser');
          return undefined;
        })
      : undefined;
    // The index.html built with this bundle: a shell redeployed later is served as is until the API restarts.
    const template = renderer && (await readShellHtml(shellDir));
    // Anonymous renders only, so one visitor's page is every visitor's page (per path, the query parameters the page
    // reads, and remote release).
    const cache = new TaggedTtlCache<RenderedDocument>({
      ttlMs: app.cluster.cacheTtl(options.cacheTtlMs),
      maxEntries: Math.max(1, options.cacheEntries),
    });
    app.onCatalogChange(() => cache.clear());
    let releases: RemoteReleases | undefined;

    app.addHook('onListen', async () => {
      const origin = ownOrigin(app);
      if (!renderer || !origin) return;
      globalThis.__shopServerApi = serverApiTransport(app, options.siteUrl);
      releases = new RemoteReleases(
        options.remotes,
        origin,
        (redeployed) => {
          renderer.registerServerRemotes(redeployed, true);
          cache.clear();
        },
        app.log,
      );
      await releases.refresh();
      renderer.registerServerRemotes(releases.serverRemotes);
      releases.start(options.remotePollMs);
    });
    app.addHook('onClose', async () => releases?.stop());

    app.decorate('renderPage', async (request: FastifyRequest, finish: FinishPage = (html) => html) => {
      if (!renderer || !releases || (await readShellHtml(shellDir)) !== template) return undefined;
      const live = releases;
      const url = pageUrlOf(request.url);
      const pathname = url.split('?', 1)[0] ?? '/';
      const render = async () => {
        const page = await inPageLanguage(languageFromPath(pathname), () =>
          renderer.render({ url, timeoutMs: options.timeoutMs }),
        );
        const assets = page.modules.map((id) => live.assetsOf(id));
        const html = pageDocument({
          template: template ?? '',
          page,
          pathname,
          origin: request.siteOrigin(),
          remotes: options.remotes,
          assets,
        });
        return { value: { status: page.status, body: new PrecompressedBody(finish(html)) }, tags: [] };
      };
      try {
        if (options.cacheEntries === 0) return (await render()).value;
        return await cache.getOrLoad(`${live.key}|${url}`, render);
      } catch (error) {
        request.log.error({ err: error }, 'server render failed: the page renders in the browser');
        return undefined;
      }
    });
  },
  { name: 'server-render', dependencies: ['catalog-changes', 'site-origin'] },
);
