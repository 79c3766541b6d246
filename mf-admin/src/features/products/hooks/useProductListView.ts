import {
  ADMIN_PRODUCT_PAGE_SIZE_DEFAULT,
  type AdminProductFilter,
  type AdminProductListQuery,
  AdminProductSort,
} from '@shop/shared/contracts';
import type { SortingState } from '@tanstack/react-table';
import { useEffect, useRef } from 'react';
import { type ProductListParams, useProductListQuery } from './useProductListQuery';

const PAGE_SIZE = ADMIN_PRODUCT_PAGE_SIZE_DEFAULT;
const positiveInt = (text: string | undefined) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
const oneOf = <T extends string>(values: readonly T[], text: string | undefined): T | undefined =>
  values.find((value) => value === text);

/** The product open in the editor: an id, 'new', or none. */
export type EditorTarget = number | 'new' | undefined;

/**
 * The table's view read from the URL (filters, sort, page, open product) as the API's list query, and the ways to
 * change it. A changed filter or search goes back to page 1; what the URL holds that makes no sense is ignored.
 */
export function useProductListView(search: string) {
  const [params, change] = useProductListQuery();

  const filter: AdminProductFilter = {
    search: search || undefined,
    categoryId: positiveInt(params.category),
    subcategoryId: positiveInt(params.subcategory),
    manufacturerId: positiveInt(params.manufacturer),
    stock: oneOf(['in', 'out', 'low'] as const, params.stock),
    onSale: oneOf(['yes', 'no'] as const, params.onSale),
    hidden: oneOf(['yes', 'no'] as const, params.hidden),
  };
  const sort = oneOf(AdminProductSort.options, params.sort);
  const direction = oneOf(['asc', 'desc'] as const, params.order);
  const page = positiveInt(params.page) ?? 1;
  const query: Partial<AdminProductListQuery> = { ...filter, sort, direction, page, pageSize: PAGE_SIZE };
  const sorting: SortingState = sort ? [{ id: sort, desc: direction === 'desc' }] : [];

  // The search comes from the panel (`?search=`): when it changes, the table starts again from page 1.
  const lastSearch = useRef(search);
  useEffect(() => {
    if (lastSearch.current === search) return;
    lastSearch.current = search;
    if (params.page) change({ page: undefined });
  }, [search, params.page, change]);

  const product = params.product === 'new' ? 'new' : positiveInt(params.product);

  return {
    filter,
    query,
    sorting,
    page,
    pageSize: PAGE_SIZE,
    params,
    editing: product as EditorTarget,
    /** Filter changes (keys of the URL query) and back to page 1. */
    setFilter: (changes: ProductListParams) => change({ ...changes, page: undefined }),
    setSorting: (next: SortingState) => {
      const [first] = next;
      change({ sort: first?.id, order: first ? (first.desc ? 'desc' : 'asc') : undefined, page: undefined });
    },
    setPage: (next: number) => change({ page: next > 1 ? String(next) : undefined }),
    openEditor: (target: EditorTarget) => change({ product: target === undefined ? undefined : String(target) }),
  };
}
