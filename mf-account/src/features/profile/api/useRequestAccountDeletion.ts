import { callApi } from '@shop/shared/api-client';
import { endpoints, type RequestAccountDeletionBody } from '@shop/shared/contracts';
import { useMutation } from '@tanstack/react-query';

/** Asks for the deletion link (the password confirms it is the owner); nothing is deleted until it is opened. */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: (body: RequestAccountDeletionBody) => callApi(endpoints.requestAccountDeletion, { body }),
    meta: { errorAlert: false },
  });
}
