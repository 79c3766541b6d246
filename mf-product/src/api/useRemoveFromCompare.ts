import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useRemoveFromCompare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { id_proizvoda: number; id_podkategorije: number }) =>
      callApi(endpoints.removeFromCompare, { body: item }),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.compare, list),
  });
}
