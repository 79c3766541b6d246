export { type PagePrefetch, type PagePrefetchContext, PREFETCHED_STALE_MS } from './prefetch';
export { type ServerHead, ServerHeadContext, useServerHead } from './serverHead';
export {
  type RemoteManifests,
  type RenderedPage,
  SERVER_STATE_SCRIPT_ID,
  type ServerRenderedState,
  type ServerRenderer,
} from './serverRenderer';
