import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

/** The user's pro-forma requests and their quotes (a company administrator's: the company's), newest first. */
export function useMyQuotes() {
  return useQuery({
    queryKey: queryKeys.myQuotes,
    queryFn: () => callApi(endpoints.getMyQuotes),
  });
}
