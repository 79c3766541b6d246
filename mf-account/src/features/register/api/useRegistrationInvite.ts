import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useQuery } from '@tanstack/react-query';

/** /registracija/{token}: the invited email and the guest's details, or LINK_INVALID / LINK_EXPIRED. */
export function useRegistrationInvite(token: string | undefined) {
  return useQuery({
    queryKey: ['registrationInvite', token],
    queryFn: () => callApi(endpoints.getRegistrationInvite, { params: { token: token ?? '' } }),
    enabled: token !== undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
