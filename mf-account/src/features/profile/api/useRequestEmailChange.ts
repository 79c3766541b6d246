import { callApi } from '@shop/shared/api-client';
import { endpoints, type RequestEmailChangeBody } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Sends the confirmation link to the new address; the profile then shows it as awaiting confirmation. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestEmailChangeBody) => callApi(endpoints.requestEmailChange, { body }),
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
}
