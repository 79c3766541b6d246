import type { RemoteName } from '@shop/shared/contracts';
import { createContext } from 'react';

/** Lets the "unavailable" block (rendered by the runtime plugin or the error boundary) re-run its route's load. */
export const RemoteRetryContext = createContext<(remote: RemoteName) => void>(() => window.location.reload());
