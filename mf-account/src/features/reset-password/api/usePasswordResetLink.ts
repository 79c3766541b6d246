import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useQuery } from '@tanstack/react-query';

/** Whether the reset link still works (LINK_INVALID / LINK_EXPIRED otherwise), before the form is shown. */
export function usePasswordResetLink(token: string) {
  return useQuery({
    queryKey: ['passwordResetLink', token],
    queryFn: () => callApi(endpoints.checkPasswordResetLink, { params: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
