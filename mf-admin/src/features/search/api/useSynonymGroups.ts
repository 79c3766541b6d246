import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { searchSettingsQueryKeys } from './searchSettingsQueryKeys';

/** Every synonym group (one per subcategory in the demo: a few hundred at most, filtered in the browser). */
export function useSynonymGroups() {
  return useQuery({
    queryKey: searchSettingsQueryKeys.synonyms,
    queryFn: () => callApi(endpoints.adminListSynonymGroups),
  });
}
