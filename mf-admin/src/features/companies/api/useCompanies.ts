import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyQueryKeys } from './companyQueryKeys';

/** Every company, newest first, by name or JIB and verification ('' = any), and the customer groups. */
export function useCompanies(search: string, verified: 'yes' | 'no' | '') {
  return useQuery({
    queryKey: companyQueryKeys.list(search, verified),
    queryFn: () =>
      callApi(endpoints.adminListCompanies, {
        query: { search: search || undefined, verified: verified || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
