import type { ListingParam } from '@shop/shared/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listingQueryOf } from '../lib/listingQuery';

/**
 * Filters, sort and page live in the URL only. Each change pushes a history entry, so the back button undoes it;
 * any change but the page itself goes back to page 1.
 */
export function useListingParams(kategorija: string, podkategorija: string | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();

  const query = useMemo(
    () => listingQueryOf(kategorija, podkategorija, searchParams),
    [searchParams, kategorija, podkategorija],
  );

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
