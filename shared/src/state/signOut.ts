import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { callApi } from '../api-client';
import { routes as endpoints } from '../contracts/endpoint-routes';
import { languageFromPath } from '../i18n/language';
import { routeOf, sitePagePath } from '../site/routes';
import { queryKeys } from './queryKeys';
import { postSessionMessage } from './sessionChannel';

/**
 * SPEC §4: after logout, the cart reloads, the admin panel goes to sign-in and the account area home; each route's
 * `afterSignOut` in the route table says which. Elsewhere the page stays (null).
 */
export function pageAfterSignOut(pathname: string): { reload: true } | { goTo: string } | null {
  switch (routeOf(pathname)?.afterSignOut) {
    case 'reload':
      return { reload: true };
    case 'signIn':
      return { goTo: sitePagePath('signIn', languageFromPath(pathname)) };
    case 'home':
      return { goTo: sitePagePath('home', languageFromPath(pathname)) };
    default:
      return null;
  }
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
    meta: { errorAlert: false },
    onError: (error) => console.error('[session] logout failed', error),
    onSettled: () => finishSignOut(queryClient, pathname, navigate),
  });
}

/** What every sign-out does in this tab (a logout, "sign out everywhere"): forget, tell the other tabs, move on. */
export function finishSignOut(queryClient: QueryClient, pathname: string, navigate: (to: string) => void) {
  clearSignedInState(queryClient);
  postSessionMessage({ type: 'logout' });
  followSignOut(pathname, navigate);
}

export function followSignOut(pathname: string, navigate: (to: string) => void) {
  const next = pageAfterSignOut(pathname);
  if (!next) return;
  if ('reload' in next) window.location.reload();
  else navigate(next.goTo);
}
