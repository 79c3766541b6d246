import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { clearSignedInState, postSessionMessage } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Deletes the account from the emailed link; a signed-in tab forgets the user, like after a sign-out. */
export function useConfirmAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(endpoints.confirmAccountDeletion, { body: { token } }),
    meta: { errorAlert: false },
    onSuccess: () => {
      clearSignedInState(queryClient);
      postSessionMessage({ type: 'logout' });
    },
  });
}
