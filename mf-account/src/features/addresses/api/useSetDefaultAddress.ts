import { callApi } from '@shop/shared/api-client';
import { endpoints, type SetDefaultAddressBody } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAddressBookAnswer } from './useAddressBookAnswer';

/** Makes an address the default for delivery (prefills /plati) or billing (prefills the pro-forma dialog). */
export function useSetDefaultAddress() {
  return useMutation({
    mutationFn: (body: SetDefaultAddressBody) => callApi(endpoints.setDefaultAddress, { body }),
    onSuccess: useAddressBookAnswer(),
  });
}
