import SINGLETON_PACKAGES from '@shop/shared/build/singleton-packages.json';
import type { FederationManifest } from './manifest';

const major = (version: string) => Number.parseInt(version, 10);

/**
 * The singleton packages (React, React DOM, the router, TanStack Query) the remote does not share as singletons, or
 * shares in another major version than the live shell: with `loaded-first` the remote would run on the shell's copy,
 * whose API differs across a major.
 */
export function incompatibleSingletons(label: string, remote: FederationManifest, shell: FederationManifest): string[] {
  return SINGLETON_PACKAGES.flatMap((name): string[] => {
    const live = shell.shared.find((shared) => shared.name === name);
    const own = remote.shared.find((shared) => shared.name === name);
    if (!live) return [`the live shell's build records no version of ${name}`];
    if (!own || own.singleton === false)
      return [`${label} does not share ${name} as a singleton (the live shell has ${live.version})`];
    if (major(own.version) !== major(live.version))
      return [`${label} shares ${name} ${own.version}, the live shell ${live.version}: the major versions differ`];
    return [];
  });
}
