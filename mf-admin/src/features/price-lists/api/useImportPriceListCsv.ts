import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { priceListQueryKeys } from './priceListQueryKeys';

/** A CSV file replaces the list's rules (all rows or none); the tools show a refusal themselves. */
export function useImportPriceListCsv(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => callApi(endpoints.adminImportPriceList, { params: { id }, file }),
    meta: { errorAlert: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(priceListQueryKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: [...priceListQueryKeys.all, 'list'] });
    },
  });
}
