import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';

/** A company administrator emails a colleague the link to join; the form shows a refusal itself. */
export function useInviteColleague() {
  return useMutation({
    mutationFn: (email: string) => callApi(endpoints.inviteToCompany, { body: { email } }),
    meta: { errorAlert: false },
  });
}
