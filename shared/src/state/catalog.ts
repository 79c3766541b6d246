import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { routes as endpoints } from '../contracts/endpoint-routes';
import { queryKeys } from './queryKeys';

/**
 * The webshop's categories with their subcategories (category bar, catalog, admin). SPEC §4: they load only on the
 * pages whose route-table row shows the category bar (`showsCategoryBar` in @shop/shared/site) and in the admin
 * panel; elsewhere use what is cached (`queryClient.getQueryData`), never fetch.
 */
export const categoriesQuery = {
  queryKey: queryKeys.categories,
  queryFn: () => callApi(endpoints.getCategoriesForWebShop),
  staleTime: 5 * 60_000,
};

export function useCategories() {
  return useQuery(categoriesQuery);
}
