import { z } from 'zod';

/** The five remotes the shell loads at runtime; the key is also the federation name prefix (`catalog/…`). */
export const REMOTE_NAMES = ['catalog', 'product', 'checkout', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `/remotes.json`: where each remote's manifest lives (same-origin by default, overridable per remote). */
export const RemotesConfig = z.partialRecord(z.enum(REMOTE_NAMES), z.object({ entry: z.string() }));
export type RemotesConfig = z.infer<typeof RemotesConfig>;
