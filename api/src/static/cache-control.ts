import path from 'node:path';

/** Entry points whose name never changes between builds: the browser must revalidate them every time. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/** A content hash segment as Rspack writes it: `main.7391a4af.js`, `__federation_expose_X.344dc070.css`. */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  // Anything without a hash may change under the same URL: revalidate (cheap with ETag/Last-Modified).
  return CONTENT_HASH.test(name) ? IMMUTABLE : NO_CACHE;
}
