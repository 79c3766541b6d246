/**
 * The five remotes the shell loads at runtime; the key is also the federation name prefix (`catalog/…`). Without zod,
 * so the browser's start-up path can read the remotes config without the schema library.
 */
export const REMOTE_NAMES = ['catalog', 'product', 'checkout', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `/remotes.json`: where each remote's manifest lives (same-origin by default, overridable per remote). */
export type RemotesConfig = Partial<Record<RemoteName, { entry: string }>>;

/** What `pnpm release` ships on its own: the shell or one remote. */
export const RELEASE_PACKAGES = ['shell', ...REMOTE_NAMES] as const;
export type ReleasePackage = (typeof RELEASE_PACKAGES)[number];

/** A release id as folder names and URLs carry it: `a1b2c3d-20261128T053000Z`, or what SHOP_RELEASE names. */
export function isReleaseId(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(value) && !value.includes('..');
}

/**
 * Where the server serves a remote's manifest: its `dist/` at `/mf/<name>/`, or one kept release at
 * `/mf/<name>/r/<release>/` (immutable files, so a page keeps the release it started with).
 */
export function remoteManifestPath(remote: RemoteName, release?: string): string {
  return release ? `/mf/${remote}/r/${release}/mf-manifest.json` : `/mf/${remote}/mf-manifest.json`;
}

/** The live release of each package that has one (a package without serves its `dist/`). */
export type ReleaseSnapshot = Partial<Record<ReleasePackage, string>>;

/**
 * A snapshot as one string (`shell=a1-x,catalog=b2-y`; empty while every package serves its `dist/`). A server-rendered
 * page carries the one it was rendered with, and `/remotes.json` names the live one in `RELEASES_HEADER`: the shell
 * compares them on navigation and loads the next page in full after a deploy (decision 020).
 */
export function releasesKey(snapshot: ReleaseSnapshot): string {
  return RELEASE_PACKAGES.filter((pkg) => snapshot[pkg])
    .map((pkg) => `${pkg}=${snapshot[pkg]}`)
    .join(',');
}

/** The header of `/remotes.json` (GET and HEAD) that names the live releases (`releasesKey`). */
export const RELEASES_HEADER = 'x-shop-releases';
