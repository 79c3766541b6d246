import { useEffect, useRef } from 'react';
import type { RemoteName } from '../contracts/remote-names';

interface RemoteRootProps {
  remote: RemoteName;
  /** The remote's own build-time `process.env.SHOP_RELEASE` (this package is shared, so the remote must pass it). */
  release: string;
  children: React.ReactNode;
}

/**
 * Wraps every exposed page: marks which remote, and which release of it, rendered this part of the page, and (with
 * `data-hydrated`, set once it runs in the browser) that the part is live: a server-rendered part is only HTML until
 * its code arrives and hydrates it.
 */
export function RemoteRoot({ remote, release, children }: RemoteRootProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.setAttribute('data-hydrated', ''), []);
  return (
    <div ref={root} data-remote={remote} data-release={release}>
      {children}
    </div>
  );
}
