import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { companyQueryKeys } from './companyQueryKeys';

/** One company with its delivery addresses and users. */
export function useCompany(id: number | undefined) {
  return useQuery({
    queryKey: companyQueryKeys.one(id ?? 0),
    queryFn: () => callApi(endpoints.adminGetCompany, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}
