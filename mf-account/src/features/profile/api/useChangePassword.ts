import { callApi } from '@shop/shared/api-client';
import { type ChangePasswordBody, endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';

/** Changes the password (the current one required); the server ends every other session. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => callApi(endpoints.changePassword, { body }),
    meta: { errorAlert: false },
  });
}
