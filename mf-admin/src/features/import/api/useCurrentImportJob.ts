import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { importQueryKeys } from './importQueryKeys';

/** The running import (or the last one): after a reload the panel finds a job still in progress. */
export function useCurrentImportJob() {
  return useQuery({
    queryKey: importQueryKeys.current,
    queryFn: () => callApi(endpoints.getCurrentImportJob),
    staleTime: 0,
  });
}
