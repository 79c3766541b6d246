import type { FederationManifest } from './manifest';
import type { NamedModule } from './named-modules';

/** A module the site loads that the build does not expose: "mf-catalog does not expose ./SearchPage (route /pretraga)". */
export function missingExposes(label: string, manifest: FederationManifest, named: NamedModule[]): string[] {
  // The manifest names an expose without its "./" (`SearchPage`).
  const exposed = new Set(manifest.exposes.map((expose) => `./${expose.name}`));
  return named
    .filter(({ expose }) => !exposed.has(expose))
    .map(({ expose, usedBy }) => `${label} does not expose ${expose} (${usedBy})`);
}
