import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { finishSignOut } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';

/** Ends every session of the user; this tab then behaves as after a sign-out (and tells the other tabs). */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMutation({
    mutationFn: () => callApi(endpoints.signOutEverywhere),
    onSuccess: () => finishSignOut(queryClient, pathname, navigate),
  });
}
