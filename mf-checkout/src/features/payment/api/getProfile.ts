import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

const getProfile = () => callApi(endpoints.getProfile);

/** The signed-in customer's profile (its company and JIB prefill the R1 invoice); never asked for a guest. */
export function useProfile(signedIn: boolean) {
  return useQuery({ queryKey: queryKeys.profile, queryFn: getProfile, enabled: signedIn, retry: false });
}
