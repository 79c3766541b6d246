import { createRequire } from 'node:module';
import path from 'node:path';
import type { ServerRenderer } from '@shop/shared/ssr';
import { isFile } from '../static/dist-folders';

/**
 * The shell's server bundle (`shell/dist/server/index.js`, built beside the browser build), or undefined where there
 * is none (development with the dev server, API tests): pages are then rendered in the browser, as before. The bundle
 * is loaded once; remotes inside it are loaded at runtime and follow their redeploys (see remote-releases.ts).
 */
export async function loadServerRenderer(shellDir: string): Promise<ServerRenderer | undefined> {
  const file = path.join(shellDir, 'server', 'index.js');
  if (!(await isFile(file))) return undefined;
  // With asyncStartup the bundle's exports are a promise (the shared modules are negotiated first).
  return (await createRequire(__filename)(file)) as ServerRenderer;
}
