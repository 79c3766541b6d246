import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

/** The signed-in user's address book. */
export function useAddresses() {
  return useQuery({ queryKey: queryKeys.addresses, queryFn: () => callApi(endpoints.getAddresses) });
}
