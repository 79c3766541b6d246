import { callApi } from '@shop/shared/api-client';
import { type ApprovalNeed, endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

const NO_NEED: ApprovalNeed = { potrebno: false, granica: null };

/**
 * Whether this cart, ordered now, waits for the company's approval (decision 023): /plati then offers no card and
 * says why. Until the answer (or for a guest) nothing waits; the API decides again when the order is sent.
 */
export function useApprovalNeed(): ApprovalNeed {
  const { data } = useQuery({ queryKey: queryKeys.approvalNeed, queryFn: () => callApi(endpoints.getApprovalNeed) });
  return data ?? NO_NEED;
}
