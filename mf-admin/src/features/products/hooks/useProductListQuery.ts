import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The URL query keys this section owns (besides the panel's `search`): a reload or a shared link keeps the view. */
const KEYS = [
  'category',
  'subcategory',
  'manufacturer',
  'stock',
  'onSale',
  'hidden',
  'sort',
  'order',
  'page',
  'product',
] as const;
export type ProductListKey = (typeof KEYS)[number];
export type ProductListParams = Partial<Record<ProductListKey, string>>;

/**
 * The products section's view kept in the URL query: filters, sort, page and the product open in the editor
 * (`product=<id>` or `new`). Changes replace the history entry and keep `?search=` and the `#Proizvodi` hash.
 */
export function useProductListQuery(): [ProductListParams, (changes: ProductListParams) => void] {
  const location = useLocation();
  const navigate = useNavigate();

  const params = useMemo(() => {
    const query = new URLSearchParams(location.search);
    const read: ProductListParams = {};
    for (const key of KEYS) {
      const value = query.get(key);
      if (value) read[key] = value;
    }
    return read;
  }, [location.search]);

  const change = useCallback(
    (changes: ProductListParams) => {
      const query = new URLSearchParams(location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value) query.set(key, value);
        else query.delete(key);
      }
      const text = query.toString();
      navigate({ search: text ? `?${text}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
    },
    [location.search, location.hash, navigate],
  );

  return [params, change];
}
