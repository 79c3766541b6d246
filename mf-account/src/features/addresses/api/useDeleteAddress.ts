import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAddressBookAnswer } from './useAddressBookAnswer';

/** Deletes an address; a default it held passes to the oldest one left (server). */
export function useDeleteAddress() {
  return useMutation({
    mutationFn: (id: number) => callApi(endpoints.deleteAddress, { params: { id } }),
    onSuccess: useAddressBookAnswer(),
  });
}
