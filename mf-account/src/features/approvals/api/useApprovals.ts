import { callApi } from '@shop/shared/api-client';
import { type ApprovalList, type ApprovalRequestView, endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** An administrator's company requests, or a buyer's own (the answer's `uloga` says which). */
export function useApprovals() {
  return useQuery({ queryKey: queryKeys.approvals, queryFn: () => callApi(endpoints.getApprovals) });
}

type Decision = { id: number; approve: true } | { id: number; approve: false; razlog?: string };

/**
 * Approves (the order is placed now) or declines one request; the decided request replaces the waiting one in the
 * list. A refusal (short stock, decided meanwhile) shows the server's message in the shell's alert.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.approve
        ? callApi(endpoints.approveOrder, { params: { id: decision.id } })
        : callApi(endpoints.declineOrder, { params: { id: decision.id }, body: { razlog: decision.razlog } }),
    onSuccess: (decided: ApprovalRequestView) => {
      queryClient.setQueryData<ApprovalList>(
        queryKeys.approvals,
        (list) =>
          list && {
            ...list,
            zahtjevi: list.zahtjevi.map((request) => (request.id === decided.id ? decided : request)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.myOrders });
    },
    // Decided meanwhile by another administrator: the list shows how.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.approvals }),
  });
}
