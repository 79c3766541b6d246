import { callApi } from '@shop/shared/api-client';
import { endpoints, type ReleaseRollbackInput } from '@shop/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { releasesKey } from './useReleases';

/** Switches a package to one of its kept releases (every server follows within a second). */
export function useRollbackRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReleaseRollbackInput) => callApi(endpoints.adminRollbackRelease, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: releasesKey }),
  });
}
