import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * The page's complete HTML (React's `prerender`: it waits for every Suspense boundary), never streamed: the CSP
 * allows no inline scripts, so React's streaming reveal scripts could not run; crawlers get the whole page; and the
 * result can be cached. Past `timeoutMs` the render is aborted: what is still waiting (a slow remote) goes out as its
 * Suspense fallback, which the browser fills in. `failedParts` says why parts were left to the browser.
 */
export async function renderToHtml(
  element: ReactNode,
  timeoutMs: number,
): Promise<{ html: string; failedParts: string[] }> {
  const failedParts: string[] = [];
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`server render took over ${timeoutMs} ms`)), timeoutMs);
  try {
    const { prelude } = await prerender(element, {
      signal: abort.signal,
      // Never outline a large boundary to reveal it later with an inline script (blocked by the CSP): inline it all.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that failed on the server (a remote's code or render): logged, its boundary is left to the browser.
      onError(error) {
        if (abort.signal.aborted) return;
        console.error('[ssr] a part of the page was left to the browser:', error);
        failedParts.push(String(error));
      },
    });
    return { html: await new Response(prelude).text(), failedParts };
  } finally {
    clearTimeout(timer);
  }
}
