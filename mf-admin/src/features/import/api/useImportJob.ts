import { callApi } from '@shop/shared/api-client';
import { endpoints, type ImportJob } from '@shop/shared/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { importQueryKeys } from './importQueryKeys';

/** How often a running job is asked for its progress. */
const POLL_MS = 700;

/**
 * One import job, polled while it runs. When it ends, every admin query refreshes (the product table shows the
 * imported products); the shop's own caches follow on the server.
 */
export function useImportJob(initial: ImportJob | undefined) {
  const queryClient = useQueryClient();
  const id = initial?.id ?? 0;
  const query = useQuery({
    queryKey: importQueryKeys.job(id),
    queryFn: () => callApi(endpoints.getImportJob, { params: { id } }),
    enabled: id > 0,
    initialData: initial,
    refetchInterval: (current) => (current.state.data?.state === 'running' ? POLL_MS : false),
  });
  const state = query.data?.state;
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === 'running' && state !== 'running') {
      void queryClient.invalidateQueries({ queryKey: ['user', 'admin'] });
    }
    previous.current = state;
  }, [state, queryClient]);
  return query.data;
}
