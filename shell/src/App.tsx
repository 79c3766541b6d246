import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';

/**
 * What wraps the router in the browser and on the server alike. The QueryClient is made per page load in the browser
 * and per request on the server (never at module level: on the server one would be shared by every visitor).
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // `html[data-hydrated]`: the shell is live in the browser (each remote part marks itself the same way).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
