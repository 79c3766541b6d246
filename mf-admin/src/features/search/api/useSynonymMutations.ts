import { callApi } from '@shop/shared/api-client';
import { endpoints, type SynonymGroupInput } from '@shop/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { searchSettingsQueryKeys } from './searchSettingsQueryKeys';

/** After a change: the list again, and the shop's search answers (another tab may show them). */
function useSynonymsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: searchSettingsQueryKeys.synonyms }),
      queryClient.invalidateQueries({ queryKey: ['searchResults'] }),
      queryClient.invalidateQueries({ queryKey: ['searchSuggestions'] }),
      queryClient.invalidateQueries({ queryKey: ['searchSubcategories'] }),
    ]);
}

/** Adds a group (no id) or changes one; the form shows a refusal itself, next to its field. */
export function useSaveSynonymGroup() {
  const changed = useSynonymsChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SynonymGroupInput }) =>
      id === undefined
        ? callApi(endpoints.adminCreateSynonymGroup, { body: input })
        : callApi(endpoints.adminUpdateSynonymGroup, { params: { id }, body: input }),
    meta: { errorAlert: false },
    onSuccess: () => changed(),
  });
}

export function useDeleteSynonymGroup() {
  const changed = useSynonymsChanged();
  return useMutation({
    mutationFn: (id: number) => callApi(endpoints.adminDeleteSynonymGroup, { params: { id } }),
    onSuccess: () => changed(),
  });
}
