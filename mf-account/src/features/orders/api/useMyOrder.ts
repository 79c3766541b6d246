import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

/** One of the user's orders; another user's (or a missing) id answers 404, shown as "order not found". */
export function useMyOrder(id: number) {
  return useQuery({
    queryKey: queryKeys.myOrder(id),
    queryFn: () => callApi(endpoints.getMyOrder, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
