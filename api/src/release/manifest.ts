import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from '../ssr/remote-releases';

/** A built `mf-manifest.json` as the release check reads it: what the server renderer reads, plus the shared versions. */
export interface FederationManifest extends Manifest {
  name: string;
  shared: { name: string; version: string; singleton?: boolean }[];
}

/** The manifest a build wrote into its `dist/` folder (the remote's, or the shell's with the shared versions). */
export async function readManifest(distDir: string): Promise<FederationManifest> {
  return JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
}
