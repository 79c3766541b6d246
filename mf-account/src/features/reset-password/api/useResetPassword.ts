import { callApi } from '@shop/shared/api-client';
import { endpoints, type ResetPasswordBody } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Sets the new password. Every session of the account ends, this browser's too: the user is read afresh. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => callApi(endpoints.resetPassword, { body }),
    meta: { errorAlert: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
}
