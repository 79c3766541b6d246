import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The parts of a built `mf-manifest.json` the release check reads. */
export interface FederationManifest {
  name: string;
  metaData?: { ssrRemoteEntry?: { path: string; name: string } };
  exposes: { name: string }[];
  shared: { name: string; version: string; singleton?: boolean }[];
}

/** The manifest a build wrote into its `dist/` folder (the remote's, or the shell's with the shared versions). */
export async function readManifest(distDir: string): Promise<FederationManifest> {
  return JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
}
