import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersKey } from './useAdminUsers';

/** Deactivates (signing the account out everywhere) or reactivates an account. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      callApi(endpoints.adminSetUserActive, { params: { id }, body: { active } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
