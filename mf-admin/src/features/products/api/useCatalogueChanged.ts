import { useQueryClient } from '@tanstack/react-query';
import { productQueryKeys } from './productQueryKeys';

/** Shop pages this browser may have cached: after a product write they are read afresh (the API's caches follow by themselves). */
const SHOP_QUERY_PREFIXES = [
  ['product'],
  ['categoryProducts'],
  ['webshopHighlights'],
  ['searchResults'],
  ['promotion'],
];

/** After any product write: the admin list and open products, and the shop pages cached in this tab, are refetched. */
export function useCatalogueChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: productQueryKeys.all });
    for (const queryKey of SHOP_QUERY_PREFIXES) void queryClient.invalidateQueries({ queryKey });
  };
}
