import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

const getProformaDetails = () => callApi(endpoints.getProformaDetails).catch(() => null);

/** A signed-in user's default billing address for the pro-forma (null for a guest). */
export function useProformaPrefill() {
  return useQuery({ queryKey: queryKeys.proformaPrefill, queryFn: getProformaDetails });
}
