import path from 'node:path';
import { REMOTE_NAMES } from '@shop/shared/contracts';

/** Entry points whose name never changes between builds: the browser must revalidate them every time. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/** A content hash segment as Rspack writes it: `main.7391a4af.js`, `__federation_expose_X.344dc070.css`. */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./i;

/**
 * A file of a remote's kept release (`releases/<remote>/<id>/…`, served at `/mf/<remote>/r/<id>/…`): its URL names the
 * release, so even its manifest and entry never change. (The shell's releases are served at `/`, by the usual rules.)
 */
const REMOTE_RELEASE_FILE = new RegExp(String.raw`[\/]releases[\/](${REMOTE_NAMES.join('|')})[\/][^\/]+[\/]`);

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  if (REMOTE_RELEASE_FILE.test(filePath)) return IMMUTABLE;
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  // Anything without a hash may change under the same URL: revalidate (cheap with ETag/Last-Modified).
  return CONTENT_HASH.test(name) ? IMMUTABLE : NO_CACHE;
}
