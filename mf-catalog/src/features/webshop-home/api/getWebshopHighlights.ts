import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

export const getWebshopHighlights = () => callApi(endpoints.getWebshopHighlights);

export function useWebshopHighlights() {
  return useQuery({ queryKey: queryKeys.webshopHighlights, queryFn: getWebshopHighlights, staleTime: 60_000 });
}
