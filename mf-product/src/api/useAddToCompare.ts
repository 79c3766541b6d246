import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Adds to the compare list; a refusal (6th item, other subcategory) shows the server's message as an error. */
export function useAddToCompare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { id_proizvoda: number; id_podkategorije: number }) =>
      callApi(endpoints.addToCompare, { body: item }),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.compare, list),
  });
}
