import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { priceListQueryKeys } from './priceListQueryKeys';

export function useDeletePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(endpoints.adminDeletePriceList, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceListQueryKeys.all }),
  });
}
