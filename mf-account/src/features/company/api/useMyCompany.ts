import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

/** The signed-in user's company (null for a consumer), its users and the user's role there. */
export function useMyCompany() {
  return useQuery({ queryKey: queryKeys.myCompany, queryFn: () => callApi(endpoints.getMyCompany) });
}
