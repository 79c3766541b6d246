import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { callApi } from '../api-client';
import { endpoints } from '../contracts/endpoints';
import { queryKeys } from './queryKeys';
import { postSessionMessage } from './sessionChannel';

/** SPEC §4: after logout, /korpa reloads, the admin panel goes to /prijava and the account area to /. */
export function pageAfterSignOut(pathname: string): { reload: true } | { goTo: string } | null {
  if (pathname === '/korpa') return { reload: true };
  if (pathname.startsWith('/admin-panel')) return { goTo: '/prijava' };
  if (pathname === '/korisnik' || pathname.startsWith('/korisnik/')) return { goTo: '/' };
  return null;
}

/** Forgets the user in this tab: no user, cart count 0. */
export function clearSignedInState(queryClient: QueryClient) {
  queryClient.setQueryData(queryKeys.user, null);
  queryClient.setQueryData(queryKeys.cartAmount, 0);
}

/**
 * Signs out from any remote: the cart count resets to 0, the other tabs are told, and the page moves on as the spec
 * says. A failing logout call is only logged (SPEC §8); the browser forgets the user either way.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMutation({
    mutationFn: () => callApi(endpoints.logout),
    onError: (error) => console.error('[session] logout failed', error),
    onSettled: () => {
      clearSignedInState(queryClient);
      postSessionMessage({ type: 'logout' });
      followSignOut(pathname, navigate);
    },
  });
}

export function followSignOut(pathname: string, navigate: (to: string) => void) {
  const next = pageAfterSignOut(pathname);
  if (!next) return;
  if ('reload' in next) window.location.reload();
  else navigate(next.goTo);
}
