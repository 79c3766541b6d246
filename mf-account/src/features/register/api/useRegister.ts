import { callApi } from '@shop/shared/api-client';
import { endpoints, type RegisterBody } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => callApi(endpoints.register, { body }),
    // The form shows a refusal next to its fields.
    meta: { errorAlert: false },
  });
}
