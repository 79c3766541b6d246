import { callApi } from '@shop/shared/api-client';
import { endpoints, type RegisterBody } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Registers; through a guest's invitation the new customer is signed in at once, so the user is read afresh. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => callApi(endpoints.register, { body }),
    // The form shows a refusal next to its fields.
    meta: { errorAlert: false },
    onSuccess: (_answer, body) => {
      if (body.token === undefined) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cartAmount });
    },
  });
}
