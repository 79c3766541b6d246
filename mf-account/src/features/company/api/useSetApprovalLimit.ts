import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The company administrator sets (KM) or clears (null) the limit above which buyers' orders wait for approval. */
export function useSetApprovalLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (granica: number | null) => callApi(endpoints.setApprovalLimit, { body: { granica } }),
    meta: { errorAlert: false },
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.myCompany, answer),
  });
}
