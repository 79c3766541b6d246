import type { RemoteName } from '../contracts/remotes';

interface RemoteRootProps {
  remote: RemoteName;
  /** The remote's own build-time `process.env.SHOP_RELEASE` (this package is shared, so the remote must pass it). */
  release: string;
  children: React.ReactNode;
}

/** Wraps every exposed page: marks which remote, and which release of it, rendered this part of the page. */
export function RemoteRoot({ remote, release, children }: RemoteRootProps) {
  return (
    <div data-remote={remote} data-release={release}>
      {children}
    </div>
  );
}
