import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';

export function useVerifyAccount() {
  return useMutation({
    mutationFn: (token: string) => callApi(endpoints.verifyAccount, { body: { token } }),
    // The page explains an expired or used link itself.
    meta: { errorAlert: false },
  });
}
