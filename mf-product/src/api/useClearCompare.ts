import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** 'Ukloni sve'. SPEC §8: a 500 shows the server's message as an error. */
export function useClearCompare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.clearCompare),
    onSuccess: () => queryClient.setQueryData(queryKeys.compare, []),
  });
}
