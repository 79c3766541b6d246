import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';

/** Asks for a new confirmation link; the answer is the same whether or not the email has an account. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => callApi(endpoints.resendVerification, { body: { email } }),
    // The form shows the outcome (or a refusal) in place.
    meta: { errorAlert: false },
  });
}
