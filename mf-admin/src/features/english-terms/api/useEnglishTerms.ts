import { callApi } from '@shop/shared/api-client';
import { type EnglishTermInput, endpoints } from '@shop/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Under `user`, like the panel's other lists: a sign-out drops it. */
const englishTermsKey = ['user', 'admin', 'englishTerms'] as const;

/** Every term (a few hundred at most: filtered in the browser). */
export function useEnglishTerms() {
  return useQuery({ queryKey: englishTermsKey, queryFn: () => callApi(endpoints.adminListEnglishTerms) });
}

/** After a change: the list again, and the shop's product answers this tab may hold. */
function useTermsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: englishTermsKey }),
      queryClient.invalidateQueries({ queryKey: ['product'] }),
      queryClient.invalidateQueries({ queryKey: ['compare'] }),
    ]);
}

/** Adds a term or replaces the English of its Serbian word; the form shows a refusal itself. */
export function useSaveEnglishTerm() {
  const changed = useTermsChanged();
  return useMutation({
    mutationFn: (input: EnglishTermInput) => callApi(endpoints.adminSaveEnglishTerm, { body: input }),
    meta: { errorAlert: false },
    onSuccess: () => changed(),
  });
}

export function useDeleteEnglishTerm() {
  const changed = useTermsChanged();
  return useMutation({
    mutationFn: (id: number) => callApi(endpoints.adminDeleteEnglishTerm, { params: { id } }),
    onSuccess: () => changed(),
  });
}
