import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Opens the emailed invitation: the signed-in user joins the company (and its prices) now. */
export function useJoinCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(endpoints.joinCompany, { body: { token } }),
    meta: { errorAlert: false },
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.myCompany, answer);
      // The user's prices change with the company's price lists.
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
