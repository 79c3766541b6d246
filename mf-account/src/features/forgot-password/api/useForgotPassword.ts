import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => callApi(endpoints.forgotPassword, { body: { email } }),
    meta: { errorAlert: false },
  });
}
