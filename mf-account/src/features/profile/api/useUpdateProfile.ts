import { callApi } from '@shop/shared/api-client';
import { endpoints, type UpdateProfileBody } from '@shop/shared/contracts';
import { queryKeys } from '@shop/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Saves the profile; everything under `user` refreshes (the header's name and initials too). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => callApi(endpoints.updateProfile, { body }),
    meta: { errorAlert: false },
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
