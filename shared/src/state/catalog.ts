import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { endpoints } from '../contracts/endpoints';
import { queryKeys } from './queryKeys';

/** The webshop's categories with their subcategories (the shell's category bar and the catalog share this). */
export function useCategories() {
  return useQuery({
    queryKey: queryKeys.categories,
    queryFn: () => callApi(endpoints.getCategoriesForWebShop),
    staleTime: 5 * 60_000,
  });
}

/** SPEC §3: category links replace spaces by hyphens. */
export function categoryPath(urlStranice: string, subcategoryUrl?: string): string {
  const path = `/webshop/${urlStranice.replace(/ /g, '-')}`;
  return subcategoryUrl ? `${path}/${subcategoryUrl.replace(/ /g, '-')}` : path;
}
