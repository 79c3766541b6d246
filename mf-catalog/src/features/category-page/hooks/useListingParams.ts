import { LISTING_SORTS, type ListingQuery, type ListingSort } from '@shop/shared/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The page URL's query keys: the same names the API takes, so a shared link holds the whole listing state. */
export type ListingParam = 'proizvodjac' | 'cijena_od' | 'cijena_do' | 'akcija' | 'na_stanju' | 'sort' | 'stranica';
const PARAMS: ListingParam[] = ['proizvodjac', 'cijena_od', 'cijena_do', 'akcija', 'na_stanju', 'sort', 'stranica'];

const isSort = (value: string | null): value is ListingSort => LISTING_SORTS.includes(value as ListingSort);

/**
 * Filters, sort and page live in the URL only. Each change pushes a history entry, so the back button undoes it;
 * any change but the page itself goes back to page 1.
 */
export function useListingParams(kategorija: string, podkategorija: string | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();

  const query = useMemo<ListingQuery>(() => {
    const result: ListingQuery = { kategorija, ...(podkategorija && { podkategorija }) };
    for (const key of PARAMS) {
      const value = searchParams.get(key);
      if (value) Object.assign(result, { [key]: value });
    }
    if (!isSort(searchParams.get('sort'))) delete result.sort;
    return result;
  }, [searchParams, kategorija, podkategorija]);

  const update = useCallback(
    (changes: Partial<Record<ListingParam, string | undefined>>) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('stranica' in changes)) next.delete('stranica');
        return next;
      });
    },
    [setSearchParams],
  );

  const selectedManufacturers = useMemo(
    () => new Set((searchParams.get('proizvodjac') ?? '').split(',').filter(Boolean).map(Number)),
    [searchParams],
  );

  return { query, searchParams, update, selectedManufacturers };
}
