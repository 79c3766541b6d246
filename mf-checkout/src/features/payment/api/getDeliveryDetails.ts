import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

const getDeliveryDetails = () => callApi(endpoints.getDeliveryDetails).catch(() => null);

/** A signed-in user's last delivery details (null for a guest). */
export function useDeliveryPrefill() {
  return useQuery({ queryKey: queryKeys.deliveryPrefill, queryFn: getDeliveryDetails });
}
