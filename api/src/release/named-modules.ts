import type { RemoteName } from '@shop/shared/contracts';
import { type RemoteModuleId, ROUTES, SHELL_SLOTS } from '@shop/shared/site';

/** A module of a remote that the live site loads, and where (for the refusal's message). */
export interface NamedModule {
  /** The expose's key, as in `module-federation.config.json`: `./SearchPage`. */
  expose: string;
  /** Where it is loaded: `route /pretraga`, `shell slot searchBox`. */
  usedBy: string;
  /** A path that renders it as its page (a route's own module), for the server-render check. */
  pagePath?: string;
}

/** A concrete path for a route pattern: `x` for a `:param` (keeping a suffix such as `-loyalty`), nothing for a trailing `/*`. */
function examplePath(pattern: string): string {
  return pattern.replace(/\/\*$/, '').replace(/:\w+/g, 'x') || '/';
}

function moduleOf(remote: RemoteName, id: RemoteModuleId): string | undefined {
  const [owner, module] = id.split('/');
  return owner === remote ? `./${module}` : undefined;
}

/** Every module of `remote` that the route table or the shell's slots name. */
export function modulesNamedFor(remote: RemoteName): NamedModule[] {
  const pages = ROUTES.flatMap((route): NamedModule[] => {
    const expose = 'remote' in route && route.remote ? moduleOf(remote, route.remote) : undefined;
    return expose ? [{ expose, usedBy: `route ${route.sr}`, pagePath: examplePath(route.sr) }] : [];
  });
  const slots = Object.entries(SHELL_SLOTS).flatMap(([slot, id]): NamedModule[] => {
    const expose = moduleOf(remote, id);
    return expose ? [{ expose, usedBy: `shell slot ${slot}` }] : [];
  });
  return [...pages, ...slots];
}
