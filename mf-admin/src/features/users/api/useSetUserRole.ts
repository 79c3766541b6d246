import { callApi } from '@shop/shared/api-client';
import { endpoints, type Role } from '@shop/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersKey } from './useAdminUsers';

/** Changes an account's role (refusals such as "the last Admin" are shown by the shared mutation alert). */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) =>
      callApi(endpoints.adminSetUserRole, { params: { id }, body: { role } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
