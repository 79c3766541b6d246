import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importQueryKeys } from './importQueryKeys';

/** Uploads the file for its dry run (nothing is written yet). Errors (a bad header, …) show as the panel's alert. */
export function useCheckImport() {
  return useMutation({
    mutationFn: (file: File) => callApi(endpoints.checkProductImport, { file }),
  });
}

/** Starts the checked file's import as a background job. */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(endpoints.startProductImport, { params: { id } }),
    onSuccess: (job) => {
      queryClient.setQueryData(importQueryKeys.job(job.id), job);
      queryClient.setQueryData(importQueryKeys.current, { job });
    },
  });
}
