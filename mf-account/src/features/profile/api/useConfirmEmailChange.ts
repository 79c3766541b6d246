import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Opens the emailed link: the account's email changes now. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(endpoints.confirmEmailChange, { body: { token } }),
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}
