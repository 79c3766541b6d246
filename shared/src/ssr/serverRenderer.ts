import type { RemoteName, RemotesConfig } from '../contracts/remote-names';
import type { RemoteModuleId } from '../site/remoteModules';
import type { ServerHead } from './serverHead';

declare global {
  /**
   * Set once by the API process that renders pages on the server: `callApi` sends a page's prefetch through it, and
   * the API answers itself (no network, no cookies, so always anonymous). Each remote bundles its own copy of the
   * client, so a global reaches them all.
   */
  var __shopServerApi: ((url: string, init: RequestInit) => Promise<Response>) | undefined;
}

/**
 * The contract between the API and the shell's server bundle (`shell/dist/server/index.js`, decision 011): the API
 * loads the bundle at start and calls these; the bundle renders one page per `render` call, anonymously.
 */
export interface ServerRenderer {
  render(options: { url: string; timeoutMs: number }): Promise<RenderedPage>;
  /**
   * Where each remote's Node build is (absolute URLs, from its manifest's `metaData.ssrRemoteEntry`). With
   * `redeployed`, those remotes' code is forgotten and loaded afresh on next use.
   */
  registerServerRemotes(remotes: readonly { name: RemoteName; entry: string }[], redeployed?: boolean): void;
}

export interface RenderedPage {
  status: number;
  /** The app's markup, for `<div id="root">`. */
  html: string;
  head: ServerHead;
  /** TanStack Query's dehydrated state of what was prefetched: the browser starts its QueryClient with it. */
  queryState: unknown;
  /** The remote modules in the HTML: the browser loads them before it hydrates. */
  modules: RemoteModuleId[];
  /**
   * Why parts of the page were left to the browser (errors thrown while they rendered on the server); empty when
   * all of it rendered. The page is still served; the release check (api/src/release) refuses a remote with any.
   */
  failedParts: string[];
}

/** The JSON block the server writes into the page and the browser reads before it hydrates. */
export interface ServerRenderedState {
  remotes: RemotesConfig;
  /** The releases the page was rendered with (`releasesKey`): a navigation after a deploy loads in full. */
  releases: string;
  modules: RemoteModuleId[];
  /**
   * The `mf-manifest.json` of each remote the page loads at start, as the server read it for this render: the browser's
   * federation runtime reads them from here instead of fetching them before the remote's first chunk.
   */
  manifests: RemoteManifests;
  queryState: unknown;
}

/** Remote manifests by remote name (the JSON as built; the runtime checks it). */
export type RemoteManifests = Partial<Record<RemoteName, unknown>>;

/** The id of that JSON block (`<script type="application/json" id=…>`: data, not code, so the CSP allows it). */
export const SERVER_STATE_SCRIPT_ID = 'shop-server-state';
