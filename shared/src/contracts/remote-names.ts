/**
 * The five remotes the shell loads at runtime; the key is also the federation name prefix (`catalog/…`). Without zod,
 * so the browser's start-up path can read the remotes config without the schema library.
 */
export const REMOTE_NAMES = ['catalog', 'product', 'checkout', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `/remotes.json`: where each remote's manifest lives (same-origin by default, overridable per remote). */
export type RemotesConfig = Partial<Record<RemoteName, { entry: string }>>;
