import { callApi } from '@shop/shared/api-client';
import { endpoints, type LoginBody } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Signs in; the user and the cart (guest lines merge into the user's) are read afresh everywhere. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => callApi(endpoints.login, { body }),
    // The form shows a refused sign-in next to its fields, not as an alert.
    meta: { errorAlert: false },
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cartAmount });
    },
  });
}
