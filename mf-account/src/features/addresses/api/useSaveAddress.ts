import { callApi } from '@shop/shared/api-client';
import { type AddressInput, endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAddressBookAnswer } from './useAddressBookAnswer';

/** Adds an address (no id) or changes one; the form shows a refusal itself. */
export function useSaveAddress() {
  return useMutation({
    mutationFn: ({ id, address }: { id?: number; address: AddressInput }) =>
      id === undefined
        ? callApi(endpoints.addAddress, { body: address })
        : callApi(endpoints.updateAddress, { params: { id }, body: address }),
    meta: { errorAlert: false },
    onSuccess: useAddressBookAnswer(),
  });
}
