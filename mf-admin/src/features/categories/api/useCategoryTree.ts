import { callApi } from '@shop/shared/api-client';
import { endpoints } from '@shop/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { categoryQueryKeys } from './categoryQueryKeys';

/** Every category with its subcategories and product counts, in menu order (a few hundred rows at most). */
export function useCategoryTree() {
  return useQuery({
    queryKey: categoryQueryKeys.tree,
    queryFn: () => callApi(endpoints.adminListCategories),
  });
}
