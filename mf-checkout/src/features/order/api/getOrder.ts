import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

const getOrder = (broj: string) => callApi(endpoints.getOrder, { params: { broj } });

/** An order of this session or user (404 for anyone else). */
export function useOrder(broj: string) {
  return useQuery({ queryKey: queryKeys.order(broj), queryFn: () => getOrder(broj), retry: false });
}
