import { callApi } from '@shop/shared/api-client';
import { endpoints, PAYMENT_METHODS, type PaymentMethod } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useQuery } from '@tanstack/react-query';

/** Cash and bank transfer are always taken; card only where the shop has a payment provider. */
const ALWAYS_TAKEN = PAYMENT_METHODS.filter((method) => method !== 'kartica');

const getPaymentMethods = async (): Promise<readonly PaymentMethod[]> =>
  (await callApi(endpoints.getPaymentMethods)).nacini_placanja;

/** The methods /plati offers; until the answer arrives (or if it fails), those always taken. */
export function usePaymentMethods(): readonly PaymentMethod[] {
  const { data } = useQuery({ queryKey: queryKeys.paymentMethods, queryFn: getPaymentMethods, staleTime: Infinity });
  return data ?? ALWAYS_TAKEN;
}
