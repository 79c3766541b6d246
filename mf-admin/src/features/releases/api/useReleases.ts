import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useQuery } from '@tanstack/react-query';

export const releasesKey = ['admin', 'releases'] as const;

/** The kept releases of the shell and of each remote, and which one is live. */
export function useReleases() {
  return useQuery({ queryKey: releasesKey, queryFn: () => callApi(endpoints.adminListReleases) });
}
