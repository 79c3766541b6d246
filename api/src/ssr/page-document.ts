import type { RemotesConfig } from '@shop/shared/contracts';
import { languageFromPath } from '@shop/shared/i18n/core';
import { languagePaths, normalizePath } from '@shop/shared/site';
import {
  type RemoteManifests,
  type RenderedPage,
  SERVER_STATE_SCRIPT_ID,
  type ServerRenderedState,
} from '@shop/shared/ssr';
import { escapeHtml, scriptJson } from '../lib/html';
import type { ModuleAssets } from './remote-releases';

export interface PageDocumentInput {
  /** The shell's built index.html (its scripts and styles). */
  template: string;
  page: RenderedPage;
  pathname: string;
  origin: string;
  remotes: RemotesConfig;
  /** The releases it is rendered with (`releasesKey`). */
  releases: string;
  assets: ModuleAssets[];
  /** The manifests of the remotes the page loads at start (the browser reads them from the page, not the network). */
  manifests: RemoteManifests;
}

/** The canonical link and, for a page with an English twin, the hreflang alternates (as the shell sets them). */
function seoLinks(pathname: string, origin: string): string[] {
  const link = (rel: string, path: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(origin + path)}" data-shell-seo="" />`;
  const page = languagePaths(pathname);
  const canonical = link('canonical', normalizePath(pathname));
  if (!page) return [canonical];
  return [
    canonical,
    link('alternate', page.sr, 'sr'),
    link('alternate', page.en, 'en'),
    link('alternate', page.sr, 'x-default'),
  ];
}

/**
 * The server-rendered page: the shell's index.html with the page's language, title, description, canonical links,
 * each rendered remote's CSS (no flash of unstyled content) and first scripts, the markup in `#root`, and the JSON
 * block the browser hydrates from (with the remotes' manifests: the first remote chunk needs no manifest request).
 */
export function pageDocument({
  template,
  page,
  pathname,
  origin,
  remotes,
  releases,
  assets,
  manifests,
}: PageDocumentInput): string {
  const styles = [...new Set(assets.flatMap((item) => item.styles))];
  const scripts = [...new Set(assets.flatMap((item) => item.scripts))];
  const state: ServerRenderedState = {
    remotes,
    releases,
    modules: page.modules,
    manifests,
    queryState: page.queryState,
  };
  const head = [
    ...seoLinks(pathname, origin),
    ...styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
    ...scripts.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" />`),
  ];
  // Replacements are functions: a replacement string would read `$``, `$'` and `$&` in page text as patterns.
  let html = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${languageFromPath(pathname) === 'en' ? 'en' : 'sr-Latn'}"`)
    .replace('</head>', () => `${head.join('')}</head>`)
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_STATE_SCRIPT_ID}">${scriptJson(state)}</script>`,
    );
  const { title, description } = page.head;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    html = html.replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  return html;
}
