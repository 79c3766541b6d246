import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

/** The signed-in user's profile (name, email, phone, company, JIB, an email change awaiting its link). */
export function useProfile() {
  return useQuery({ queryKey: queryKeys.profile, queryFn: () => callApi(endpoints.getProfile) });
}
