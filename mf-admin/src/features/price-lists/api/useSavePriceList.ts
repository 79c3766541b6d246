import { callApi } from '@shop/shared/api-client';
import { type AdminPriceListInput, endpoints } from '@shop/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { priceListQueryKeys } from './priceListQueryKeys';

/** Creates a price list (no id) or replaces its fields and rules; the form shows a refusal itself. */
export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AdminPriceListInput }) =>
      id === undefined
        ? callApi(endpoints.adminCreatePriceList, { body: input })
        : callApi(endpoints.adminUpdatePriceList, { params: { id }, body: input }),
    meta: { errorAlert: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(priceListQueryKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: [...priceListQueryKeys.all, 'list'] });
    },
  });
}
